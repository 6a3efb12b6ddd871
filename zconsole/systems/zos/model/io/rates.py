"""The channel subsystem's constants, each with its derivation (io-living.md §1, §5.2).

Every figure the I/O load model is calibrated on lives here, so a better source changes
one line. Times are microseconds, rates I/Os a second, MB 10^6 bytes (the seed's RMF
report: (429.93 + 429.65) x 10^6 / 6558.1 = 131,073 bytes, one 128K I/O).
"""

from __future__ import annotations

# FICON features and their RMF "G" (generation) column by link speed in Gbps, SEED p.36-37.
FEX8S, FEX16S, FEX16SP, FEX16SA = "FEX8S", "FEX16S", "FEX16SP", "FEX16SA"
FEATURES = (FEX8S, FEX16S, FEX16SP, FEX16SA)
# What the machine file and the man page call them (FICON Express...).
FEATURE_NAMES = {FEX8S: "FICON Express8S", FEX16S: "FICON Express16S",
                 FEX16SP: "FICON Express16S+", FEX16SA: "FICON Express16SA"}
GENERATION = {
    FEX8S: {2: "11", 4: "12", 8: "13"},
    FEX16S: {4: "15", 8: "16", 16: "17"},  # 16G with FEC: 18
    FEX16SP: {4: "1F", 8: "20", 16: "21"},  # 16G with FEC: 22
    FEX16SA: {8: "26", 16: "27"},  # 16G with FEC: 28
}
GENERATION_FEC = {FEX16S: "18", FEX16SP: "22", FEX16SA: "28"}
LINK_SPEEDS = (2, 4, 8, 16)

# zHPF channel processor time of one 4K I/O = 1 / the feature's most 4K I/Os a second:
# 8S 92,000 (DOC-2 IBM FICON performance page), 16S 98,000 (MEM), 16S+ 300,000 (DOC-2
# Brocade), 16SA 310,000 (SEED p.9).
ZHPF_MAX_4K = {FEX8S: 92_000, FEX16S: 98_000, FEX16SP: 300_000, FEX16SA: 310_000}
ZHPF_C4K = {f: 1e6 / rate for f, rate in ZHPF_MAX_4K.items()}
# SEED Fig 12: each further 4K block of a 128K (32-block) I/O, from TOTAL / RATE of the
# rows 42 (16SA), 61 (16S+), 94 (16S), A3 (8S): (128K cost - 4K cost) / 31.
ZHPF_PER_BLOCK = {FEX8S: 0.1875, FEX16S: 0.1425, FEX16SP: 0.0181, FEX16SA: 0.0258}
# FICON (command mode): 16SA 310,000 / 12 = 25,833 4K I/Os a second (SEED p.9 "approximately
# 12x"); older features 20,000 (8S) and 23,000 (16S, 16S+) [MEM]. Each further block
# 4.036 us [INFERRED]: a 128K FICON I/O moves a quarter of zHPF's 3,200 MB/s (SEED Fig 9).
FICON_MAX_4K = {FEX8S: 20_000, FEX16S: 23_000, FEX16SP: 23_000, FEX16SA: 310_000 / 12}
FICON_C4K = {f: 1e6 / rate for f, rate in FICON_MAX_4K.items()}
FICON_PER_BLOCK = 4.036
# SEED p.9: Fibre Channel Endpoint Security costs zHPF 310K -> 304K I/Os a second.
ENCRYPT_FACTOR = 310 / 304

# Channel bus MB/s, read + write: SEED Fig 12 BUS % = (READ + WRITE) / capacity, exact.
BUS_MB = {FEX8S: 1_600, FEX16S: 2_500, FEX16SP: 3_200, FEX16SA: 3_200}
# Link payload MB/s each way by speed (Gbps): SEED p.31; 8G 820 from Fig 12's busiest
# 8G links (819.77 MB/s one way).
LINK_MB = {2: 200, 4: 400, 8: 820, 16: 1_600}
BLOCK = 4_096  # bytes in a block ("4K")

# Unloaded response R0 = A + n x (B + 4096 / LINK_MB) [INFERRED fit]: at 16G a 4K read
# takes 0.090 ms zHPF, 0.191 FICON (SEED Fig 5: "approximately 100 microseconds better");
# 128K reads 0.450 / 0.600 ms (zHPF 25 % faster), writes 0.480 / 0.600 (20 %), Fig 10.
A_ZHPF, A_FICON = 78.4, 176.8
B_ZHPF_READ, B_ZHPF_WRITE, B_FICON = 9.05, 9.99, 10.67
PEND0 = 20.0  # of R0, the part RMF counts as PEND [INFERRED]; the rest is CONN
# Channel processor queueing W = S * rho^K / (1 - rho): K = sqrt(2(m+1)) - 1 with m = 16
# (Sakasegawa) makes FICON rise gradually to 0.2 ms at 18K and sharply at 20-23K while
# zHPF stays near 0.19 ms at 300K (SEED Fig 5) [INFERRED fit].
KNEE = 4.83
RHO_MAX = 0.999  # above it the rate is bound by the workload's threads [INFERRED]
DISC_MISS = 2_000.0  # us a cache miss adds ("several milliseconds", SEED p.11) [INFERRED]
DEGRADED_FACTOR = 0.5  # a degraded link carries half its payload [INFERRED]

# Paging I/O on a local page data set: 16 pages an I/O (living/rates.py DASD_PAGES_PER_IO),
# all reads and writes of 4K blocks, zHPF-eligible [INFERRED].
PAGING_BLOCKS = 16

# The closed-loop bound (io-living.md §5.3): rounds over the workloads, and bisection
# steps for each one's rate, fixed so that the same inputs give the same figures.
ROUNDS = 8
BISECTIONS = 30  # 0.01 I/O a second on rates up to 10^7
# A workload alone on its channels first brackets its root by false position (at most
# FALSE_POSITION_STEPS, until the bracket is BRACKET_WIDTH of the rate wide), widened by
# BRACKET_MARGIN of the rate either side; only bisection steps inside it are evaluated,
# the rest are decided by it: the same rate as evaluating every step, in fewer steps.
FALSE_POSITION_STEPS = 40
BRACKET_WIDTH = 1e-10
BRACKET_MARGIN = 1e-12


def processor_us(feature: str, zhpf: bool, blocks: int, encrypted: bool = False) -> float:
    """Channel processor microseconds one I/O of ``blocks`` 4K blocks costs."""
    if zhpf:
        cost = ZHPF_C4K[feature] + (blocks - 1) * ZHPF_PER_BLOCK[feature]
        return cost * ENCRYPT_FACTOR if encrypted else cost
    return FICON_C4K[feature] + (blocks - 1) * FICON_PER_BLOCK


def unloaded_us(zhpf: bool, blocks: int, read: bool, link_mb: float) -> float:
    """R0: one I/O's response on an idle path (PEND0 + CONN)."""
    if zhpf:
        return A_ZHPF + blocks * ((B_ZHPF_READ if read else B_ZHPF_WRITE) + BLOCK / link_mb)
    return A_FICON + blocks * (B_FICON + BLOCK / link_mb)


def generation(feature: str, gbps: int, fec: bool = False) -> str:
    """RMF's G column for a feature at a link speed (SEED p.36-37)."""
    if fec and gbps == 16 and feature in GENERATION_FEC:
        return GENERATION_FEC[feature]
    return GENERATION[feature].get(gbps, "")

# A FICON CHPID whose feature the machine does not state [INFERRED]: the newest.
DEFAULT_FEATURE = FEX16SA
