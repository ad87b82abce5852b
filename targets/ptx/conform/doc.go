// Package conform runs every PTX min/max form of a target on a GPU (or on
// the project's PTX executor) and compares each result bit for bit with the
// semantics model of the form's row.
//
// [NewPlan] reads the form table of targets/ptx, keeps the min/max rows the
// target has at its PTX ISA version (forms needing a newer version are
// skipped with a note) and generates one PTX module per kernel:
//
//   - a grid kernel per form: thread i applies the form to input tuple i of
//     the class grid (semantics.Grid: every class pair or triple, with
//     several NaN payloads of both signs), copied to the device;
//   - a sweep kernel per 16-bit form (f16, bf16, f16x2, bf16x2, s16, u16,
//     s16x2, u16x2): thread g of a launch computes its inputs from its index,
//     a = row0 + g>>16 and b = g & 0xffff, so that all 2^32 pairs run in
//     chunks of rows without copying inputs (packed forms put (a, b) in lane
//     0 and (a^0x8000, b) in lane 1);
//   - a fallback kernel per half-precision min/max the lowering expands on
//     an older target (sm_75: through f32): the module targets/ptx lowers for
//     a neutral min/max (number, propagate, ieee2008) over a cta-scope tile,
//     run as it is on the class grid and, with SweepAll, on every pair of
//     NaNs.
//
// A [Device] loads a module and launches a kernel: package cuda's driver
// binding, or [Emulator] (targets/ptx/ptxexec). [Run] launches every kernel
// (a sweep's next chunk runs while the last one is checked; a deadline stops
// the run and reports what did not run),
// checks every result with [semantics.Result.Allows] and reports per kernel
// the results checked and the mismatches with witnesses, and the verdicts on
// the open questions of issue 15 (the f16/bf16 canonical NaN, the
// half-precision ±0 tie rule, the f64 NaN when both inputs are NaN, and what
// the half-precision fallbacks give for two NaNs). [Report.Text],
// [Report.JSON] and [Report.Markdown] print the report.
//
// Every generated module is assembled by ptxas 11.8 in the tests (targets up
// to sm_90, PTX ISA up to 7.8); modules beyond it (the PTX 8.0 integer forms,
// sm_100's three-input forms) are run by the Emulator only.
package conform
