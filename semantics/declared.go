package semantics

import (
	"fmt"

	"github.com/lowerc/lowerc/ir"
)

// A Contract is what a min/max of the tile IR promises about its results:
// the IEEE 754 operation whose allowed results bound every lowering, and the
// latitude the op's attributes add. A lowering is correct when, on every
// input the contract covers, each result its instructions produce is one
// the Model allows.
type Contract struct {
	Kind ir.MinMaxKind
	// Model is the standard relation (ieee754-2019:maximumNumber,
	// ieee754-2019:maximum, ieee754-2008:maxNum or their min forms); nil for
	// integer types, whose min/max has no latitude.
	Model *Model
	// NoNaN (nan = nnan): the program promises no NaN input, so the Model
	// binds only inputs without NaNs.
	NoNaN bool
	// EitherZero (nsz): ±0 may come out in either order. It is false where
	// the Model already allows either zero (754-2008 maxNum).
	EitherZero bool
}

// Declared maps the declared NaN policy of a min/max (with its nsz
// attribute) and its element type to the contract the lowering must meet:
//
//	nan = number     IEEE 754-2019 maximumNumber / minimumNumber
//	nan = propagate  IEEE 754-2019 maximum / minimum
//	nan = ieee2008   IEEE 754-2008 maxNum / minNum
//	nan = nnan       maximumNumber / minimumNumber on inputs without NaNs
//
// Integer element types (lanes of packed types included) get a contract
// with no Model. Other types (containers, pred) and unknown policies are an
// error.
func Declared(kind ir.MinMaxKind, nan ir.NaNPolicy, nsz bool, t ir.ElemType) (Contract, error) {
	c := Contract{Kind: kind}
	if kind != ir.Min && kind != ir.Max {
		return Contract{}, fmt.Errorf("semantics: %v is neither min nor max", kind)
	}
	switch {
	case t.IsInt():
		return c, nil
	case !t.IsFloat():
		return Contract{}, fmt.Errorf("semantics: %s min/max has no IEEE 754 contract (want a float or integer type)", t)
	}
	m, err := DeclaredFloat(kind, nan)
	if err != nil {
		return Contract{}, err
	}
	c.Model = m
	c.NoNaN = nan == ir.NNaN
	c.EitherZero = nsz && nan != ir.IEEE2008
	return c, nil
}

// DeclaredFloat is the IEEE 754 operation of a float min/max's declared
// NaN policy, the table of [Declared] (nnan: maximumNumber/minimumNumber,
// which binds only inputs without NaNs).
func DeclaredFloat(kind ir.MinMaxKind, nan ir.NaNPolicy) (*Model, error) {
	mx := kind == ir.Max
	var name string
	switch nan {
	case ir.Number, ir.NNaN:
		name = "ieee754-2019:" + pick(mx, "maximumNumber", "minimumNumber")
	case ir.Propagate:
		name = "ieee754-2019:" + pick(mx, "maximum", "minimum")
	case ir.IEEE2008:
		name = "ieee754-2008:" + pick(mx, "maxNum", "minNum")
	default:
		return nil, fmt.Errorf("semantics: unknown NaN policy %v", nan)
	}
	m, err := Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("semantics: declared contract %s: %v", name, err)
	}
	return m, nil
}

// String names the contract as the LLVM mapping table prints it:
// "ieee754-2019:maximumNumber", "ieee754-2019:maximum, ±0 either",
// "ieee754-2019:maximumNumber on non-NaN inputs", "integer max".
func (c Contract) String() string {
	if c.Model == nil {
		return "integer " + c.Kind.String()
	}
	s := c.Model.Name()
	if c.NoNaN {
		s += " on non-NaN inputs"
	}
	if c.EitherZero {
		s += ", ±0 either"
	}
	return s
}

// Covers reports whether the contract binds the input tuple of lane type t
// (false for a NaN input under nan = nnan).
func (c Contract) Covers(t Type, in ...uint64) bool {
	if !c.NoNaN {
		return true
	}
	for _, x := range in {
		if IsNaN(t, x) {
			return false
		}
	}
	return true
}

// Allows reports whether r is a result the contract allows for the two
// inputs a, b of lane type t. Inputs the contract does not cover allow
// anything; with EitherZero, a result that is the other zero of an allowed
// zero is allowed too.
func (c Contract) Allows(t Type, a, b, r uint64) (bool, error) {
	if c.Model == nil {
		return false, fmt.Errorf("semantics: integer %s has no relation to check against", c.Kind)
	}
	if !c.Covers(t, a, b) {
		return true, nil
	}
	want, err := c.Model.Eval(t, a, b, 0)
	if err != nil {
		return false, err
	}
	if want.Allows(t, r) {
		return true, nil
	}
	if c.EitherZero {
		sign := uint64(1) << (t.Bits() - 1)
		if r&^sign == 0 && want.Allows(t, r^sign) {
			return true, nil
		}
	}
	return false, nil
}
