"""The model's system: release, system facts and IEASYSxx parmlib members."""
