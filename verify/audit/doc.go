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
//
// Kernels (void ptx_kernel / amdgpu_kernel functions, as lowerc compile
// -target llvm writes them) are checked over whole launches of the tile
// kernel they came from (Options.Tile, else the .tile file the module's
// source_filename names), in two steps (kernel.go, kernel_tile.go):
//
//   - tile ⊇ IR: llinterp's Func.Launch runs the IR on memory holding the
//     inputs (the class grid and random tuples, one tuple per position;
//     preds false, then true); every allowed value of every output element
//     must be one the tile ops' declared semantics allow there (tv.Declared
//     for min/max lane by lane, the target model for atoms, copies for
//     load/store/mov, anything for a guarded destination without
//     preserve_dst), evaluated as sets per element over the same launch;
//   - IR ⊇ code: llc's code for the kernel, run by a KernelTarget (PTX:
//     the PTX executor; llc's AMD kernel ABI is not run), stores per
//     element a value the IR allows.
//
// Inline asm in lowerc's IR (one min/max instruction) runs as that
// instruction's model (asmModel). The tile side is an over-approximation
// where it widens (a result set of more than 64 values, or "any NaN", is
// taken as anything), so it can miss a violation there but not invent one;
// elements are checked independently (the relation between two elements
// of one launch is not).
package audit
