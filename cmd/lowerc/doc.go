// Command lowerc lowers tile kernels to PTX, AMD GPU machine code and LLVM IR,
// and answers questions about what each target's min/max instructions do with
// NaNs, signed zeros and subnormals.
//
// Usage:
//
//	lowerc <command> [flags] [arguments]
//
// Run "lowerc help" for the list of commands. Each command lives in a file of
// its own (cmd_<name>.go) and registers itself with [register]; sections of
// "lowerc demo" register with [registerDemo].
package main
