// Package oracle finds the outside tools that lowerc's tests compare against
// (llvm-mc-19, llc-19, opt-19, ld.lld-19, ptxas, nvdisasm, gcc) and decides what a test does
// when one is missing.
//
// A test that needs a tool calls [Require]. When the tool is missing the test is
// skipped with a message that names the tool and the script that installs it,
// unless the environment variable LOWERC_ORACLES is set to "require" (CI sets
// it), in which case the test fails.
//
// ptxas and nvdisasm come from Debian's nvidia-cuda-toolkit package, unpacked by
// scripts/install-oracles.sh into $LOWERC_CUDA_DIR (default /opt/lowerc/cuda);
// they are looked up there first and then on $PATH.
package oracle
