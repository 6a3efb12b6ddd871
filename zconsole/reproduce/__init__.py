"""``zconsole reproduce``: every seed's published experiments run on the models, beside the seed's figures."""
