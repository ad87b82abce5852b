// Package llidriver builds the host programs through which the executor
// tests ask lli-19 (LLVM's interpreter, the outside oracle) what a .ll
// file's functions return: a main that calls one function on every input
// pair and prints each result's bits, and the parser of what it prints.
// targets/ptx/ptxexec and targets/amdgcn/amdexec check llc-19's code for
// the same functions against it.
package llidriver
