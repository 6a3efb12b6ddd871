"""The model's living: simulated time, address spaces, replies, notices, RMF and SVC dumps."""
