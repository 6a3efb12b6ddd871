"""SMF recording: the SYS1.MANx data sets filling as the machine runs, switches, dumps."""
