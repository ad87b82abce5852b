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
