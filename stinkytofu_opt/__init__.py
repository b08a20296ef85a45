"""stinkytofu-opt: wait-count insertion and cluster barriers for AMD GPU assembly."""

__version__ = "0.1.0"
