// Package audit checks LLVM's own backends: it compiles an LLVM IR file
// with llc (llc-19; llc-22 for gfx950, which LLVM 19 does not know), runs
// each function of llc's output with the executors (a tv.Target for PTX or
// AMD code), and checks that every result is one the function's IR
// semantics allows — the set package llinterp computes from LLVM 19's
// LangRef. A function refines its IR, does not (with witnesses), could not
// be compiled (llc's message), or could not be checked (what is missing:
// an IR construct, an instruction the executor does not run).
//
// Inputs are those of validate: the class grid of package semantics
// (semantics.Grid) in all pairs (triples for three inputs; packed types:
// each lane over the grid pairs, the other lane rotated) plus random
// tuples from a fixed, reported seed, biased towards the grid's classes.
//
// Conventions, as llc emits plain functions: PTX .func parameters are the
// inputs in order and the return parameter the result; AMD functions take
// the inputs in v0, v1[, v2] and return in v0. The AMD mode is the
// function's "amdgpu-ieee" attribute (false: MODE.IEEE off, on the
// generations that have the bit).
package audit
