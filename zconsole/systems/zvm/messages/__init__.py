"""The HCP catalog: every line CP says, by key, with its layout and evidence; rendering."""
