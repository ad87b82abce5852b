// Package modelid names the instruction models of package semantics as typed
// values, so that a row of a target's instruction table refers to the model
// of what it computes by a value the compiler checks, not by a name built
// from pieces.
//
// It is a leaf (it imports nothing from lowerc), so that the target tables
// (targets/ptx, targets/amdgcn) and package semantics can all import it:
// the tables hold the identifiers, semantics builds its "ptx:" models from
// the descriptors here ([PTXModels]) and resolves an identifier to its model
// (semantics.PTXRef).
//
// The PTX identifiers and descriptors (ptx_gen.go) are written by
// targets/ptx/internal/formgen from the same families as the PTX form table,
// so that the table and the model set cannot drift apart. The canonical order
// of the PTX min/max modifiers is coded here once ([SpellPTX]).
package modelid
