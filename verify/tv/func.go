package tv

import "github.com/lowerc/lowerc/semantics"

// A Func is executable code that computes one value of type Type from
// Arity inputs of that type, all bit patterns. Executors (the PTX and AMD
// ones) provide Funcs; Validate and the audit consume them.
type Func interface {
	// Name names the code for reports: a function name, or the op's
	// position in a .tile file.
	Name() string
	// Arity is the number of inputs, 1, 2 or 3.
	Arity() int
	// Type is the type of the inputs and the result. For a packed type
	// each lane is checked separately by Validate.
	Type() semantics.Type
	// Run evaluates the code on len(out) input tuples at once: in[k][i]
	// is input k of tuple i, out[i] receives the result bits. Executors
	// run each instruction over the whole block (vectorized over tuples).
	// An instruction the executor cannot run is an error, never skipped.
	Run(in [][]uint64, out []uint64) error
}

// A FitFunc is a Func that can be told its inputs fit: RunFit is Run on
// inputs whose every value is within Type's mask, which the code then need
// not check (an executor lends such input vectors to registers without a
// pass over them). It computes what Run computes, errors included.
// Validate calls RunFit where its inputs fit by construction (the
// exhaustive sweep; sampled tuples when the grid's values fit the lane).
type FitFunc interface {
	Func
	RunFit(in [][]uint64, out []uint64) error
}

// A BroadcastFunc is a Func that takes an input column of one value as
// that value in every execution: RunBroadcast is Run with every in[k] of
// length 1 repeated len(out) times (the others as in Run), errors
// included, so that an executor keeps such an input as one uniform value
// without a pass over it. Validate calls it for the exhaustive sweep's
// rows, whose first input is one value.
type BroadcastFunc interface {
	Func
	RunBroadcast(in [][]uint64, out []uint64) error
}
