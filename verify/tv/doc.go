// Package tv is translation validation: it runs executable code (PTX or AMD
// machine code, through the executors of targets/ptx and targets/amdgcn) on
// inputs and checks that every result is one a semantics model allows.
//
// Executors provide [Func]s (vectorized: Run evaluates a whole block of
// input tuples; a [FitFunc] can also be told that its inputs fit its type)
// and implement [Target] for the commands that run code.
// [Validate] checks one [Case] (code and the model it must refine) on
// [Inputs]: the grid of special values of package semantics in all pairs
// (triples) plus random tuples from a fixed seed, or, with Exhaustive, all
// 2^32 pairs of a two-input f16/bf16 function, swept row by row with the
// model's runs (semantics.RowCheck), the code run on 4096 pairs of a row
// at a time so that the data stays in the cache. Packed types are checked lane
// by lane. The [Report] counts the tuples tried and the violations exactly
// and keeps the first witnesses; it does not depend on the number of
// workers. [Reports] print as text, JSON or Markdown.
//
// A [TupleKernel] runs one thread's code once per input tuple on its own
// copy of global memory ([TupleMem]), inputs and outputs as [Column]s: a
// column listed value by value, or one value in every execution
// ([Uniform]) or a sequence ([Sequence]), which executors take without a
// pass over them (lowerc diff -exhaustive's rows).
//
// [Declared] is the semantics a neutral min/max op promises (its NaN
// policy as an IEEE 754 operation, widened by nnan, nsz, ftz and applied
// twice for three inputs); every executor's tile mode uses it.
package tv
