"""The VSE machine: partitions, the SVA, VSE/POWER's queues, and time passing."""
