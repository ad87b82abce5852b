// Package quality measures emitted code quality: for every (NaN policy,
// type, arity, min/max) on every target and generation it lowers the op
// with lowerc and compiles the LLVM IR intrinsic LangRef 19 defines for the
// policy with llc-19 (llc-22 for gfx950), and counts instructions per
// element on both sides, loads, stores, parameter moves and address
// arithmetic aside; for AMD also the bytes of those instructions and the
// VGPRs of the function.
//
// lowerc's count is read from the selection's data (ptx.Choice.Instrs,
// lower.Note.Inst) and checked against the emitted text. llc's PTX is run
// in the PTX executor (targets/ptx/ptxexec) against the op's declared
// semantics (tv.Declared), so that a cell where llc is shorter but computes
// something else is marked, not counted as a loss.
//
// The tests (quality_test.go) check a summary subset in the default run;
// "go test ./internal/quality -long -update" measures the full matrix and
// writes docs/code-quality.md.
package quality
