"""The model's loading: machine files and the built-in machines -> Machine."""
