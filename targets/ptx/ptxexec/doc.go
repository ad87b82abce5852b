// Package ptxexec parses and runs PTX: the modules lowerc's backend
// (targets/ptx) writes and the functions llc-19 writes for min/max code.
//
// [Parse] reads a module (.version, .target, .address_size, .entry and
// .func with their .param inputs and return params as llc writes them,
// .reg declarations, { } blocks with their own register scope (scope.go),
// labels, instructions with @p/@!p guards, and llc's forward branches
// around guarded code, which become guards (branch.go)) and compiles
// every function. Other branches (if/else, nested and chained ifs, loops,
// guarded ret and exit) run as basic blocks with a per-execution program
// counter, the executions of a block that take different ways held off by
// an active mask and joined again by program order (cfg.go). A function it cannot run keeps a positioned error
// ([Function.Err]): an instruction outside the set below, a register that is
// not declared, a read of a register no earlier instruction writes, a
// malformed operand. Errors read file:line:col.
//
// Instructions: ld.param/st.param, cvta, ld/st.global, mov (with {lo, hi}
// packing and unpacking, special registers %tid, %ntid, %ctaid, %nctaid,
// %laneid), every min/max form of targets/ptx's form table with the
// semantics model of its row (package semantics, the same models "lowerc
// compare" uses), setp with every comparison (eq … ge, equ … geu, num, nan;
// integer lo/ls/hi/hs) and .and/.or/.xor combination, with one
// destination or the pair p|q (the packed .f16x2/.bf16x2 forms, pair.go),
// selp, bfe (bfe.go), cvt between
// f16/bf16/f32/f64 (rounding .rn/.rz/.rm/.rp, .ftz, .sat) and between
// integers, and/or/xor/not on bits and predicates, shl/shr, add/sub/mul
// (.lo, .hi, .wide)/mad.lo on integers, abs/neg{.ftz} on f16, f16x2, bf16,
// bf16x2, f32, f64 (absneg.go), bra/bra.uni, ret and exit. Semantics of the
// helpers are the PTX ISA's (sections cited at each).
//
// A [Program] runs vectorized: each instruction runs over a whole block of
// independent executions (input tuples of a function, or threads of a
// launch) before the next one, so that validating 2^32 pairs costs a few
// instructions per pair. [Function.Run] follows llc's convention for plain
// functions (the .param inputs in order, the return param is the result);
// [Function.RunKernel] runs one input tuple per execution on a kernel whose
// global-pointer parameters each address one element (inputs first, the
// result last), the shape of the per-op kernels validation builds, as a
// value slice: what does not depend on the loaded data (ld.param of the
// pointers, cvta, address arithmetic, special registers) runs once per
// block in its place in the program, a load or store at such a uniform
// address moves a whole column (a load lends the input column to its
// register), the rest runs over the block's executions, and a data-dependent
// address goes execution by execution; the errors are the full run's
// (slice_test.go compares the two on random kernels); and
// [Function.Launch] runs every thread of a grid over shared global memory;
// [Function.RunTuples] runs thread 0 of a launch once per input tuple, each
// on its own copy of global memory (tv.TupleKernel, for lowerc diff
// -exhaustive), computing what is the same in every execution (params,
// special registers, the address arithmetic on them) once per block.
// [EntryKernel] runs an entry of parsed PTX (llc-19's for lowerc's LLVM
// IR) as a tile kernel's launch, RunTuples included.
//
// Where the PTX ISA leaves a result open (the NaN of cvt, min/max.f64 with
// two NaNs, the NaN of abs/neg), the executor picks one documented value
// (cvt: the canonical NaN of the destination; min/max.f64: quiet(a);
// abs/neg: what ptxas 11.8 folds, docs/reference/ptx.md §2.7); a validation result rests
// on that choice where such a case is reached.
package ptxexec
