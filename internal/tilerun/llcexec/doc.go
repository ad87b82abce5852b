// Package llcexec runs llc-19's output for lowerc's LLVM IR of a tile
// kernel (the llvm: specs of lowerc run and lowerc diff) through the
// executor of the triple's code: [Kernel]. It is apart from package
// tilerun so that the executors' tests, which import tilerun, do not
// import themselves.
package llcexec
