package semantics

import "fmt"

// A Ref is a checked reference to a model: what a table row of a target
// (an instruction form, a selection row) holds instead of a model name. It
// can only be made from a name that [Lookup] resolves, so a row that holds
// one names a model that exists, with the arity and types the model
// reports. The zero Ref refers to no model.
//
// Rows of package-level tables in other packages should use [MustRef]:
// this package's models are registered before any importing package's
// variables are initialized, so a misspelt name stops the program (and
// every test) at start-up, not when the row is first used.
type Ref struct {
	name string // canonical name (Model.Name)
	m    *Model
}

// NewRef resolves name (parameters in any order, defaults optional, as
// Lookup) and returns a reference to the model.
func NewRef(name string) (Ref, error) {
	m, err := Lookup(name)
	if err != nil {
		return Ref{}, err
	}
	return Ref{name: m.Name(), m: m}, nil
}

// MustRef is NewRef for names written in the program; it panics if name
// does not resolve.
func MustRef(name string) Ref {
	r, err := NewRef(name)
	if err != nil {
		panic(fmt.Sprintf("semantics.MustRef(%q): %v", name, err))
	}
	return r
}

// Model returns the referenced model, nil for the zero Ref.
func (r Ref) Model() *Model { return r.m }

// Name returns the model's canonical name ("" for the zero Ref): two Refs
// refer to the same model exactly when their names are equal.
func (r Ref) Name() string { return r.name }

// IsZero reports whether r refers to no model.
func (r Ref) IsZero() bool { return r.m == nil }

// String returns the name, or "<no model>" for the zero Ref.
func (r Ref) String() string {
	if r.m == nil {
		return "<no model>"
	}
	return r.name
}
