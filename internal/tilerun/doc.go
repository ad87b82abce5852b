// Package tilerun runs whole tile kernels through an executor (a
// tv.Kernel) on concrete data, and compares two kernels or two targets
// element by element: the engine of lowerc run and lowerc diff.
//
// A kernel's inputs are its global parameters that a load reads, its
// outputs those a store writes (a parameter can be both). [Args] holds one
// launch's memory, laid out as each parameter's layout says; values move in
// and out by logical index (row-major over the parameter's shape).
//
// [Diff] feeds both sides the same inputs and compares every output
// element. An output element at logical index p is attributed to the input
// tuple at index p (the inputs at the same position), so that differences
// group by the IEEE classes of the first two inputs as in lowerc compare;
// the report is a [semantics.Report] per output, with its pairs,
// bitwise_diff, value_diff and a witness per group. Inputs are a grid of the
// type's special values in every combination (pairs, triples), then random
// bit patterns from a reported seed, packed into as few launches as the
// kernel's element count allows; or the user's data.
//
// With Exhaustive, kernels whose inputs are 16-bit are swept over every
// combination of one position's inputs (2^32 for two inputs). Launching the
// kernel once per tuple is out of reach. Where both sides' executors offer
// it (tv.TupleKernel: ptxexec's and amdexec's kernels do, llc-19's code
// for the llvm: specs included, package llcexec), each row of 65,536 tuples is
// run as one RunTuples per side: thread 0's code run once per tuple, each
// on its own copy of global memory, position 0's inputs and outputs moved
// as columns (tv.TupleMem), the row's first input as one value
// (tv.Uniform) and the second inputs as a sequence (tv.Sequence), which
// the executors take without a pass over them. A min/max of the two comes
// back as the runs of the model's row (tv.Runs) where the executor keeps
// it so; two sides' runs are compared run by run, and only where a run of
// each overlaps with another mask or or are the results written out and
// tallied one by one. Otherwise the sweep launches a widened copy
// ([Widen]): every tensor gets two leading axes under scope grid, 64
// blocks × 1024 threads, and each thread runs the original kernel's code
// on its own slice (position 0 of each slice; the rest zero). Either way
// kernels with guarded ops or group scopes are refused; the launch
// dimensions of a thread-scope kernel do not change what one thread
// computes. Rows are split over workers and merged in row order: the
// report does not depend on their number.
package tilerun
