// Package semantics models, bit for bit, what min/max operations do with NaNs,
// signed zeros and subnormals, for the standards (IEEE 754-2008/2019, C, LLVM
// 19 intrinsics), implementations (Go on amd64, glibc on x86-64) and
// instructions (every PTX min/max form, AMD GPU v_max/v_min families per
// target and mode), and compares any two of them.
//
// # Values and types
//
// Values are bit patterns in a uint64 (the low bits of the [Type]'s width):
// nothing is converted through Go float arithmetic, so NaN payloads and signs
// survive. [Classify], [IsNaN], [Quiet], [FlushToZero] and [CanonicalNaN]
// work on bit patterns; [ParseValue] reads "0x7fc00123" (bits as is, exactly
// the type's width in hex digits), a C99 hex float ("0x1p-149", a value), a
// decimal ("1.5", "-0", "inf") or a named NaN ("qnan", "-qnan", "snan:0x1");
// [ParseValueNote] also says whether a number overflowed or underflowed.
//
// # Models
//
// A [Model] has a stable name, family:name[:param=value…], for example
//
//	ieee754-2008:maxNum            ieee754-2019:maximumNumber    c:fmax    c23:fmaximum_num
//	glibc-x86_64:fmax              go:math.Max  go:math.Max:goarch=riscv64  go:max
//	llvm19:maxnum  llvm19:maximum  llvm19:maximumnum  llvm22:maxnum  llvm22-fold:maximumnum
//	llvm19:canonicalize  amdgcn:gfx942:canonicalize_f32 (one input)
//	c23:fmaximum_mag  c23:fminimum_mag_num  glibc-x86_64:fmaxmag  wasm:relaxed_max  wasm:pmin
//	ptx:max.f32  ptx:max.NaN.ftz.f32  ptx:max.xorsign.abs.bf16x2  ptx:max.f32:inputs=3  ptx:max.relu.s32
//	amdgcn:gfx942:v_max_f32  amdgcn:gfx942:v_max_f32:ieee=0  amdgcn:gfx1200:v_max_num_f32:snan=number
//	x86:maxss  arm64:fmaxnm  riscv:fmax  wasm:max
//	mlir:arith.maximumf  triton:maximum:propagate_nan=all  pytorch:maximum:impl=cpu-avx2  tvm:max:impl=fold
//
// Families: the standards (ieee754-2008, ieee754-2019, c, c23), implementations
// (glibc-x86_64, go), IRs and frameworks (llvm19, mlir, triton, pytorch, tvm),
// GPU instructions (ptx: every form of PTX ISA min/max; amdgcn: every
// v_max/v_min family per target gfx908 … gfx1201 and mode) and CPU
// instructions (x86, arm64, riscv, wasm).
//
// [Lookup] resolves a name (parameters in any order, defaults optional; PTX
// modifiers in any order, in ptxas's spelling); [Models] lists every model at
// its defaults, sorted; [MustLookup] is for names known to exist. A model
// reports its [Model.Arity] (1, 2 or 3), [Model.Types] (the first is the
// default; a packed-float model also takes its lane type, meaning one lane)
// and whether it [Model.IsRelation]. [Model.Eval](t, a, b, c) maps inputs of
// type t to a [Result]: exactly one bit pattern for a function (hardware,
// implementations: [Result.IsExact], [Result.Bits]), or the set of allowed
// results for a relation (standards that leave latitude: "either zero", "any
// quiet NaN", LLVM's NaN rules). [Result.Allows] and [Result.SubsetOf] answer
// whether one model refines another on one input; [Result.String] prints the
// fixed notation of "lowerc eval" (0x7fc00000, {0x00000000,0x80000000},
// any-qnan, any).
//
// [NewFunction] and [NewRelation] build unregistered models, for example the
// semantics of an emitted instruction sequence composed from registered
// models, so that it can be compared with a standard.
//
// Each model cites its source ([Model.Source]); where sources disagree, both
// readings are models under explicit parameters: the PTX half-precision tie
// rule (zero=ordered, the default, or zero=literal), the GFX12 *_num_* sNaN
// rule (snan=quiet, the default, or snan=number), V_MED3 with a NaN input
// (nan=isa, the default, or nan=llvm, LLVM 19's folding) and C fmax/fmin with
// an sNaN input (snan=undefined, C17's reading and the default, or
// snan=quiet, TS 18661-1's). The files ptx.go, amdgcn.go and std.go say why
// each default was chosen.
//
// # Running a model on many inputs
//
// Executors evaluate an instruction's model on a whole block of lanes with a
// [Batch] ([Model.Batch]: row and diagonal tables and a memo for 16-bit
// models, equal lane by lane to [Model.Eval] and [Model.Func]); the exhaustive
// validation checks 16-bit rows, or parts of rows, with a [RowCheck].
//
// # Comparison
//
// [Compare] runs two models over the inputs of a type. Exhaustively: all
// 2^32 ordered pairs for f16 and bf16 (in parallel; rule-defined functions
// and the standards' relations are swept row by row as runs of the form
// (b & m) | o or constant sets, well under the 3 s budget), and every pair of
// f32 (2^64) and f64 (2^128) counted exactly by the region engine (exact.go):
// a rule-defined model is piecewise over (class block of a, class block of
// b, order of the magnitudes), with one symbolic result per region whose bits
// are Boolean functions of the same bits of a and b, so a digit count over
// the bit positions counts each region's pairs by outcome without evaluating
// any (milliseconds per pair of models; the same engine runs on f16/bf16
// with [Options.Regions], and its counts equal the sweep's). Models that are
// not rule-defined (sequences from NewFunction, three-input models) are
// sampled instead, and the report's note says so. Otherwise: a grid of
// special values in all pairs plus 10^7 random pairs biased towards NaN,
// zero, subnormal and infinity, from a fixed seed. One-input models
// (canonicalize) compare over their inputs the same ways.
// The [Report] counts pairs, bitwise_diff, value_diff, refinement both ways
// (exact integers in [Report.Big]; the uint64 fields saturate above 2^64),
// and groups divergences by (class of a, class of b) with one witness each;
// [Report.WriteJSON] writes the schema of docs/compare-json.md, and
// [Report.WriteHTML] the page with the class grid and, for 16-bit sweeps
// with [Options.BitMap], the bit-level map. Results do not depend on
// GOMAXPROCS.
package semantics
