package llvm

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// A form is one way of writing a two-input min/max in LLVM IR.
type form uint8

const (
	fPTX        form = iota + 1 // the PTX instruction {max,min}[.ftz][.NaN].<ty> as inline asm
	fPTXWide                    // widen to f32 (fpext for f16, bit shift for bf16), inline asm max.f32, narrow
	fMaxnum                     // llvm.maxnum/minnum with the op's flags (nsz; nnan nsz)
	fMaxnumSign                 // llvm.maxnum/minnum, then a sign fix-up for ±0
	fMaximum                    // llvm.maximum/minimum (with nsz, or nnan when declared)
	fIEEE2008                   // sNaN test (llvm.is.fpclass) selecting a quiet NaN around llvm.maxnum/minnum
	fInt                        // llvm.smax/umax/smin/umin
)

// A quieting is how a row's IR turns a NaN result its intrinsic may
// return unquieted into a quiet NaN (docs/reference/semantics.md §2.3,
// "Quieting the result").
type quieting uint8

const (
	quietNone   quieting = iota // the IR's NaN results are quiet already (or NaN inputs are excluded)
	quietCanon                  // llvm.canonicalize on the chain's result
	quietSelect                 // the chain's last step x op y becomes select(fcmp uno x, y; qNaN; x op y)
)

// A Row is one line of the mapping table: the IR a (semantics, type, target,
// CPU) combination gets, why it is exact, and what llc-19 selects for it.
// Emit chooses the first row that matches; doc.go prints the table; the
// llc tests check the Expect patterns (see expect.go for the placeholders).
type Row struct {
	ID    string
	Arch  Arch
	Sems  []string      // "number", "number+nsz", "propagate", ..., "int"
	Lanes []ir.ElemType // lane types; packed types follow their lane (vector IR)
	CPU   cpuClass      // which CPUs of Arch the row is for
	form  form
	// quiet is how the row makes a NaN result quiet where its intrinsic
	// may return an input sNaN unchanged (LangRef 19, "Behavior of
	// Floating-Point NaN values"); the tile op declares a quiet NaN.
	quiet quieting
	IR    string // the IR, for the table
	Why   string // why the IR refines the declared semantics under LLVM 19's definitions
	// Expect gives, per CPU class, regexps llc-19's output for a kernel using
	// the row must match (Want) and must not match (Not).
	Expect []Expect
	Source string // where the expectation comes from
}

// An Expect is what llc-19 selects for a row on some CPUs.
type Expect struct {
	On    cpuClass
	Arity int // 2 or 3 inputs; 0 for both
	Want  []string
	Not   []string
}

// A cpuClass is a set of CPUs of one arch.
type cpuClass uint8

const (
	anyCPU    cpuClass = iota // every CPU, and no -mcpu
	sm80Plus                  // NVPTX sm_80 and later
	belowSm80                 // NVPTX below sm_80, or no -mcpu
	sm70                      // NVPTX sm_70..sm_75
	gfx9to11                  // AMD GFX9 (CDNA) .. GFX11
	gfx12                     // AMD GFX12
)

var cpuClassNames = []string{"all", "sm_80+", "< sm_80 or no -mcpu", "sm_70–75", "gfx9–gfx11", "gfx12"}

func (c cpuClass) String() string { return cpuClassNames[c] }

// has reports whether the class contains cpu c (nil: no -mcpu).
func (cl cpuClass) has(c *cpu) bool {
	switch cl {
	case anyCPU:
		return true
	case sm80Plus:
		return c != nil && c.sm >= 80
	case belowSm80:
		return c == nil || c.sm < 80
	case sm70:
		return c != nil && c.sm >= 70 && c.sm < 80
	case gfx9to11:
		return c != nil && c.gen >= 9 && c.gen <= 11
	case gfx12:
		return c != nil && c.gen == 12
	}
	return false
}

var (
	floatLanes = []ir.ElemType{ir.F16, ir.F32, ir.F64}
	intLanes   = []ir.ElemType{ir.S16, ir.U16, ir.S32, ir.U32, ir.S64, ir.U64}
)

const (
	srcPTX5  = "docs/reference/ptx.md §5 (LLVM 19 NVPTX lowering; NVVM intrinsics map 1:1 to PTX)"
	srcPTX2  = "docs/reference/ptx.md §2.1/§2.3 (PTX min/max = maximumNumber with −0 < +0; .NaN = maximum)"
	srcAMD44 = "docs/reference/amdgpu.md §4.4 (LLVM 19 AMDGPU lowering, llc output)"
)

// Mapping is the table. Order matters: Emit takes the first matching row.
var Mapping = []Row{
	// ---- NVPTX ----
	{ID: "N1", Arch: NVPTX, Sems: []string{"number", "number+nsz", "nnan"}, Lanes: []ir.ElemType{ir.F32, ir.F64}, CPU: anyCPU, form: fPTX,
		IR:     "inline asm `max[.ftz].f32 $0, $1, $2;` (`=f,f,f`) / `max.f64` (`=d,d,d`); per lane for f32x2",
		Why:    "PTX `max.f32`/`max.f64`: a NaN (sNaN too) loses to a number, −0 < +0 (docs/reference/ptx.md §2.1, §2.3), two NaNs give a quiet NaN: IEEE 754-2019 maximumNumber. Inline asm is opaque, so no LLVM pass can weaken it; `llvm.nvvm.fmax.f/.d` would not do: InstCombine rewrites them to `llvm.maxnum`, whose zero sign is open. nnan: any result is allowed for NaN inputs, so the number rule refines it. number+nsz: −0 < +0 is one of the zeros allowed; `llvm.maxnum nsz` selects the same instruction, but LangRef 19 lets it return an input sNaN unchanged for two NaN inputs (\"Behavior of Floating-Point NaN values\"), which maximumNumber does not allow. `.ftz` (f32 only) when the op allows ftz.",
		Expect: []Expect{{On: anyCPU, Want: []string{`\t{op}(\.ftz)?\.{ty}\s`}, Not: []string{`setp`, `\.NaN`}}},
		Source: srcPTX2},
	{ID: "N2", Arch: NVPTX, Sems: []string{"number", "number+nsz", "nnan"}, Lanes: []ir.ElemType{ir.F16}, CPU: sm80Plus, form: fPTX,
		IR:     "inline asm `max[.ftz].f16` (`=h,h,h` on i16) / `max[.ftz].f16x2` (`=r,r,r` on i32)",
		Why:    "PTX `max.f16`/`max.f16x2` (sm_80+): maximumNumber per lane with −0 < +0 (docs/reference/ptx.md §2.1, §2.3); opaque as N1.",
		Expect: []Expect{{On: sm80Plus, Want: []string{`\t{op}(\.ftz)?\.{ty}\s`}, Not: []string{`cvt`, `setp`}}},
		Source: srcPTX2},
	{ID: "N3", Arch: NVPTX, Sems: []string{"number", "number+nsz", "nnan"}, Lanes: []ir.ElemType{ir.F16}, CPU: belowSm80, form: fPTXWide,
		IR:     "`fpext` to float, inline asm `max.f32` per lane, `fptrunc`",
		Why:    "f16 → f32 is exact and order-preserving (an sNaN may come out quiet, which a number rule ignores), `max.f32` is maximumNumber with −0 < +0, and the result is an input (exactly representable) or a NaN, so `fptrunc` is exact. PTX `max.f16` needs sm_80 (docs/reference/ptx.md §1.2).",
		Expect: []Expect{{On: belowSm80, Want: []string{`cvt\.f32\.f16`, `\t{op}\.f32\s`, `cvt\.rn\.f16\.f32`}, Not: []string{`\.NaN`}}},
		Source: srcPTX2 + "; docs/reference/ptx.md §5 (cvt for f16 below sm_80)"},
	{ID: "N4", Arch: NVPTX, Sems: []string{"number", "number+nsz", "nnan", "nnan+nsz"}, Lanes: []ir.ElemType{ir.BF16}, CPU: sm80Plus, form: fPTX,
		IR:     "inline asm `max.bf16 $0, $1, $2;` (`=h,h,h` on i16) / `max.bf16x2` (`=r,r,r` on i32)",
		Why:    "PTX `max.bf16`/`max.bf16x2`: maximumNumber with −0 < +0 (docs/reference/ptx.md §2.1, §2.3). llir/llvm v0.3.6 has no bfloat type, so bf16 lives in i16; `llvm.nvvm.fmax.bf16` takes bfloat, and LLVM 19's upgrade of its old i16 signature crashes opt when one call feeds another.",
		Expect: []Expect{{On: sm80Plus, Want: []string{`\t{op}\.{ty}\s`}, Not: []string{`\.NaN`, `\.f32`}}},
		Source: srcPTX2},
	{ID: "N5", Arch: NVPTX, Sems: []string{"number", "number+nsz", "nnan", "nnan+nsz"}, Lanes: []ir.ElemType{ir.BF16}, CPU: belowSm80, form: fPTXWide,
		IR:     "bf16 bits `zext`+`shl 16` to float, inline asm `max.f32` per lane, `lshr 16`+`trunc`",
		Why:    "bf16 is the top half of an f32, so the shift is an exact widening that keeps NaN-ness and quietness; the result is an input (low half zero) or a NaN whose top half is a NaN of the same quietness, so taking the top half is exact.",
		Expect: []Expect{{On: belowSm80, Want: []string{`\t{op}\.f32\s`}, Not: []string{`\.bf16`, `\.NaN`}}},
		Source: srcPTX2},
	{ID: "N6", Arch: NVPTX, Sems: []string{"propagate", "propagate+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32}, CPU: sm80Plus, form: fPTX,
		IR:     "inline asm `max[.ftz].NaN.f32` (`=f,f,f`) / `max[.ftz].NaN.f16` (`=h,h,h`) / `max[.ftz].NaN.f16x2` (`=r,r,r`); per lane for f32x2",
		Why:    "PTX `max.NaN` (sm_80+): IEEE 754-2019 maximum, −0 < +0, and a NaN result is the canonical (quiet) NaN (docs/reference/ptx.md §2.1). `llvm.maximum` would select the same instruction, but LangRef 19 lets it return an input sNaN unchanged (\"Behavior of Floating-Point NaN values\", docs/reference/semantics.md §2.3), which the declared maximum does not allow; quieting it in IR costs a `setp.nan` + `selp` here (docs/reference/semantics.md §2.3, \"Quieting in lowerc's IR\").",
		Expect: []Expect{{On: sm80Plus, Want: []string{`\t{op}(\.ftz)?\.NaN\.{ty}\s`}, Not: []string{`setp`, `selp`}}},
		Source: srcPTX2},
	{ID: "N7", Arch: NVPTX, Sems: []string{"nnan+nsz"}, Lanes: floatLanes, CPU: anyCPU, form: fMaxnum,
		IR:     "`llvm.maxnum` with `nnan nsz`",
		Why:    "the program promises no NaN input and allows either zero; maxnum nnan nsz says exactly that.",
		Expect: []Expect{{On: sm80Plus, Want: []string{`\t{op}\.{ty}\s`}, Not: []string{`\.NaN`, `setp`}}, {On: belowSm80, Want: []string{`\t{op}\.(f32|f64)\s|setp\.(gt|lt)\.f16`}, Not: []string{`\.NaN`}}},
		Source: srcPTX5 + " (sm_70 f16: setp.gt.f16 + selp.b16, as for maximum)"},
	{ID: "N8", Arch: NVPTX, Sems: []string{"propagate", "propagate+nsz"}, Lanes: floatLanes, CPU: anyCPU, form: fMaximum, quiet: quietSelect,
		IR:  "`llvm.maximum` (with `nsz` when declared); the last step `x op y` of a chain becomes `select(fcmp uno x, y; qNaN; x op y)`",
		Why: "LLVM 19 LangRef maximum = IEEE 754-2019 maximum: any NaN gives a NaN, −0 < +0; but the NaN may be an input sNaN unchanged (\"Behavior of Floating-Point NaN values\"), so the last step selects LLVM's preferred (quiet) NaN when one of its inputs is a NaN — exactly when its result is one. fcmp and select are exact. llc's own expansion (f64, and below sm_80) tests the same `setp.nan`, so the select costs one `selp`. f16/f32 on sm_80+ take N6.",
		Expect: []Expect{
			{On: sm80Plus, Want: []string{`\t{op}\.NaN\.{ty}\s|\t{op}\.f64\s`}},
			{On: belowSm80, Want: []string{`\t{op}\.(f32|f64)\s|setp\.(gt|lt)\.f16`, `selp|setp\.nan`}, Not: []string{`\.NaN`}}},
		Source: srcPTX5 + ": sm_80+ max.NaN.{f32,f16,f16x2}, f64 and sm_70 expanded with setp.nan + selp"},
	{ID: "N9", Arch: NVPTX, Sems: []string{"propagate", "propagate+nsz"}, Lanes: []ir.ElemType{ir.BF16}, CPU: sm80Plus, form: fPTX,
		IR:     "inline asm `max.NaN.bf16` / `max.NaN.bf16x2` (as N4)",
		Why:    "PTX `max.NaN.bf16`: IEEE 754-2019 maximum, canonical NaN (docs/reference/ptx.md §2.1). `llvm.maximum.bf16` cannot be written (no bfloat in llir) and crashes llc on sm_70 (docs/reference/ptx.md §5).",
		Expect: []Expect{{On: sm80Plus, Want: []string{`\t{op}\.NaN\.{ty}\s`}}},
		Source: srcPTX5},
	{ID: "N10", Arch: NVPTX, Sems: []string{"propagate", "propagate+nsz"}, Lanes: []ir.ElemType{ir.BF16}, CPU: belowSm80, form: fMaximum, quiet: quietSelect,
		IR:     "bf16 widened to float by `shl 16`, `llvm.maximum.f32` quieted as in N8, `lshr 16`",
		Why:    "exact widening and narrowing as in N5; the quieted NaN result is the quiet 0x7fc00000, so its top half is a quiet bf16 NaN.",
		Expect: []Expect{{On: belowSm80, Want: []string{`\t{op}\.f32\s`, `setp\.nan|selp`}, Not: []string{`\.NaN`}}},
		Source: srcPTX5},
	{ID: "N11", Arch: NVPTX, Sems: []string{"ieee2008", "ieee2008+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fIEEE2008,
		IR:     "`select(is.fpclass(a, snan) | is.fpclass(b, snan), qNaN, maxnum(a, b))` (bf16 widened as in N5)",
		Why:    "IEEE 754-2008 maxNum: a quiet NaN loses to a number, an sNaN gives a quiet NaN, zeros either. LLVM 19 maxnum gives the number for sNaN too, so the sNaN case is selected first; `llvm.is.fpclass` and `select` are exact bit operations.",
		Expect: []Expect{{On: anyCPU, Want: []string{`\t{op}\.(f16|f16x2|f32|f64)\s`, `selp`}, Not: []string{`\.NaN`}}},
		Source: srcPTX5},
	// ---- AMDGCN ----
	{ID: "A1", Arch: AMDGCN, Sems: []string{"number"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fMaxnumSign, quiet: quietCanon,
		IR:  "`llvm.maxnum` chain, `llvm.canonicalize`, then the sign fix-up: max ANDs the result with 0x7FFF… when some input is +0 (`icmp eq` on the bits); min ORs in the sign bit when some input is −0 (bf16 widened as in N5)",
		Why: "maxnum is maximumNumber except that a tie of ±0 may return either zero. If some input is +0, the max is ≥ +0 and never NaN, so clearing the sign bit fixes only a −0 result; if none is, a zero result is the −0 input. min mirrors this. Integer and/or on the bits are exact; LLVM folds the fix-up away when an input is a +0/−0 constant test it can decide. maxnum of two NaNs may be an input sNaN unchanged (LangRef 19, \"Behavior of Floating-Point NaN values\"); `llvm.canonicalize` quiets it (its LangRef entry: \"SNaNs must be quieted\") and keeps every non-NaN (the IR's denormal mode is ieee). llc-19 drops the canonicalize: AMDGPU treats min/max results as canonical (docs/reference/semantics.md §2.3, \"Quieting in lowerc's IR\").",
		Expect: []Expect{
			{On: anyCPU, Arity: 2, Want: []string{`canon:{vcanon}`, `\b{v}`, `v_and_b32|v_or_b32|s_and_b|s_or_b|v_bfi_b32|v_cndmask|v_and_b16|v_or_b16`}},
			{On: anyCPU, Arity: 3, Want: []string{`\b{v}`, `v_and_b32|v_or_b32|s_and_b|s_or_b|v_bfi_b32|v_cndmask|v_and_b16|v_or_b16`}}},
		Source: srcAMD44 + ": maxnum = canonicalize both inputs (v_max x,x) + v_max; a maxnum chain = v_max3 (no canonicalize)"},
	{ID: "A2", Arch: AMDGCN, Sems: []string{"number+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fMaxnum, quiet: quietCanon,
		IR:     "`llvm.maxnum` with `nsz`, then `llvm.canonicalize`",
		Why:    "LLVM 19 LangRef maxnum: a NaN (sNaN too) loses to a number, zeros either — maximumNumber once nsz frees the zero sign; the canonicalize quiets a two-NaN result as in A1.",
		Expect: []Expect{{On: anyCPU, Arity: 2, Want: []string{`canon:{vcanon}`, `\b{v}`}, Not: []string{`v_cmp`}}, {On: anyCPU, Arity: 3, Want: []string{`\b{v}`}, Not: []string{`v_cmp`}}},
		Source: srcAMD44},
	{ID: "A3", Arch: AMDGCN, Sems: []string{"nnan"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fMaximum,
		IR:     "`llvm.maximum` with `nnan`",
		Why:    "no NaN inputs, −0 < +0: maximum orders the zeros by definition and nnan states the promise (maxnum nnan would leave the zero sign open).",
		Expect: []Expect{{On: gfx9to11, Want: []string{`\b{v}`}, Not: []string{`v_cmp_[ou]`, `canon:{vcanon}`}}, {On: gfx12, Want: []string{`\b{v}|\b{vmaximum}`}, Not: []string{`v_cmp_[ou]`}}},
		Source: srcAMD44 + " (nnan drops the NaN select; no zero fix-up: hardware orders zeros)"},
	{ID: "A4", Arch: AMDGCN, Sems: []string{"nnan+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fMaxnum,
		IR:     "`llvm.maxnum` with `nnan nsz`",
		Why:    "as N7.",
		Expect: []Expect{{On: anyCPU, Want: []string{`\b{v}`}, Not: []string{`canon:{vcanon}`, `v_cmp`}}},
		Source: srcAMD44 + ": maxnum with nnan = single v_max"},
	{ID: "A5", Arch: AMDGCN, Sems: []string{"propagate", "propagate+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.BF16}, CPU: gfx9to11, form: fMaximum, quiet: quietSelect,
		IR:  "`llvm.maximum` (with `nsz` when declared), the last step quieted as in N8",
		Why: "as N8. llc-19 expands maximum here to v_max + v_cmp_o/u + v_cndmask of 0x7fc00000 and folds the quieting select into that v_cndmask (no extra instruction; llvm.canonicalize would cost a v_pk_max_f16 on packed f16).",
		Expect: []Expect{
			{On: gfx9to11, Want: []string{`\b{v}`, `v_cmp_[ou]_f|v_cmp_class`, `v_cndmask_b32|v_perm_b32`}, Not: []string{`canon:{vcanon}`}}},
		Source: srcAMD44 + ": maximum = v_max + v_cmp_o + v_cndmask 0x7fc00000 (GFX9–11)"},
	{ID: "A6", Arch: AMDGCN, Sems: []string{"propagate", "propagate+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fMaximum, quiet: quietCanon,
		IR:  "`llvm.maximum` (with `nsz` when declared), then `llvm.canonicalize`",
		Why: "LLVM 19 LangRef maximum = IEEE 754-2019 maximum: any NaN gives a NaN, −0 < +0; the canonicalize quiets an input sNaN returned unchanged, as in A1. GFX12: llc-19 selects v_maximum_* and drops the canonicalize; f64 on GFX9–11: one v_max_f64 x, x more (the quieting select of A5 would cost four instructions there, the f64 select being split in halves).",
		Expect: []Expect{
			{On: gfx9to11, Want: []string{`\b{v}`, `v_cmp_[ou]_f|v_cmp_class`, `v_cndmask_b32|v_perm_b32`}},
			{On: gfx12, Want: []string{`\b{vmaximum}`}, Not: []string{`v_cmp_[ou]_f`, `canon:{vcanon}`}}},
		Source: srcAMD44 + ": maximum = v_max + v_cmp_o + v_cndmask 0x7fc00000 (GFX9–11), v_maximum_* (GFX12)"},
	{ID: "A7", Arch: AMDGCN, Sems: []string{"ieee2008", "ieee2008+nsz"}, Lanes: []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.BF16}, CPU: anyCPU, form: fIEEE2008,
		IR:     "as N11",
		Why:    "as N11.",
		Expect: []Expect{{On: anyCPU, Want: []string{`\b{v}`, `v_cmp_class_f|v_cmp_u_f|v_cmp_o_f|v_cmp_eq|v_cmp_ne|v_cmp_lt|v_cmp_gt|s_cmp|v_and_b32`, `v_cndmask_b32`}}},
		Source: srcAMD44 + " and docs/reference/amdgpu.md §3.3 (v_cmp_class_f32)"},
	// ---- both ----
	{ID: "I1", Arch: NVPTX, Sems: []string{"int"}, Lanes: intLanes, CPU: anyCPU, form: fInt,
		IR:     "`llvm.smax/umax/smin/umin`",
		Why:    "integer max/min are total orders; the intrinsics define exactly that.",
		Expect: []Expect{{On: anyCPU, Want: []string{`\t{op}\.{ity}\s|\t{op}\.s16x2|\t{op}\.u16x2`}}},
		Source: srcPTX5 + ": smax/umin.i32/i64 → max.s32 / min.u64"},
	{ID: "I2", Arch: AMDGCN, Sems: []string{"int"}, Lanes: intLanes, CPU: anyCPU, form: fInt,
		IR:     "`llvm.smax/umax/smin/umin`",
		Why:    "as I1.",
		Expect: []Expect{{On: anyCPU, Want: []string{`\b{vint}|v_cmp_[gl]t_[iu]64|v_cmp_[gl]e_[iu]64`}}},
		Source: srcAMD44 + ": smax / umin i32 → v_max_i32 / v_min_u32"},
}

// semKey names an op's semantics as the table does.
func semKey(o *ir.MinMax) string {
	if o.Dst.Tensor.Type.IsInt() {
		return "int"
	}
	s := o.NaN.String()
	if o.NSZ {
		s += "+nsz"
	}
	return s
}

// SemKeys lists every semantics the table covers, floats first.
var SemKeys = []string{"number", "number+nsz", "propagate", "propagate+nsz", "ieee2008", "ieee2008+nsz", "nnan", "nnan+nsz"}

// rowFor returns the mapping row for an op on t.
func (t *Target) rowFor(o *ir.MinMax) (*Row, error) {
	return t.lookupRow(semKey(o), o.Dst.Tensor.Type.Lane())
}

func (t *Target) lookupRow(sem string, lane ir.ElemType) (*Row, error) {
	for i := range Mapping {
		r := &Mapping[i]
		if r.Arch != t.arch || !r.CPU.has(t.cpu) || !slices.Contains(r.Sems, sem) || !slices.Contains(r.Lanes, lane) {
			continue
		}
		return r, nil
	}
	return nil, fmt.Errorf("no LLVM IR form for %s on %s (%s)", sem, lane, t.Name())
}

// DeclaredModel names the contract (semantics.Declared) of a declared
// semantics key of the table ("number+nsz", "int"), as max; the min
// contract mirrors it.
func DeclaredModel(key string) string {
	pol, nsz := strings.CutSuffix(key, "+nsz")
	lane := ir.F32
	if pol == "int" {
		pol, lane = ir.Number.String(), ir.S32
	}
	for p := ir.Number; p <= ir.NNaN; p++ {
		if p.String() != pol {
			continue
		}
		if c, err := semantics.Declared(ir.Max, p, nsz, lane); err == nil {
			return c.String()
		}
	}
	return "unknown semantics " + key
}

// The typed models of the LLVM 19 intrinsics the rows' IR rests on (the max
// forms; a row's min IR mirrors them), resolved on first use: resolving a
// model builds package semantics' registry (≈9k allocations, ≈1 ms), which
// package init would otherwise do in every lowerc process (lowerc asm and
// disasm never need it).
var (
	modelMaxnum  = sync.OnceValue(func() semantics.Ref { return semantics.MustRef("llvm19:maxnum") })
	modelMaximum = sync.OnceValue(func() semantics.Ref { return semantics.MustRef("llvm19:maximum") })
)

// Model is the typed semantics model of the LLVM 19 intrinsic the row's IR
// rests on (llvm.maxnum or llvm.maximum, as max), or the zero Ref for rows
// whose IR is the PTX instruction as inline asm (its model is the PTX form
// row's, targets/ptx) or the integer intrinsics.
func (r *Row) Model() semantics.Ref {
	switch r.form {
	case fMaxnum, fIEEE2008, fMaxnumSign:
		return modelMaxnum()
	case fMaximum:
		return modelMaximum()
	}
	return semantics.Ref{}
}

// IRModel names the meaning the row's IR has: a package semantics model
// of the LLVM 19 intrinsic it rests on, or the PTX instruction.
func (r *Row) IRModel() string {
	switch r.form {
	case fPTX, fPTXWide:
		return "PTX max/min (docs/reference/ptx.md §2)"
	case fMaxnumSign:
		return r.Model().Name() + " + canonicalize + sign fix-up"
	case fMaxnum, fIEEE2008, fMaximum:
		switch r.quiet {
		case quietCanon:
			return r.Model().Name() + " + canonicalize"
		case quietSelect:
			return r.Model().Name() + " + NaN select"
		}
		return r.Model().Name()
	}
	return "llvm.smax/umax"
}

// TableMarkdown renders Mapping as the Markdown table of docs/llvm-mapping.md.
func TableMarkdown() string {
	var b strings.Builder
	b.WriteString("| row | target | semantics (declared model) | lane types | CPUs | IR (its model) | why it is exact | llc-19 selects (checked) |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|\n")
	for _, r := range Mapping {
		var lanes []string
		for _, l := range r.Lanes {
			lanes = append(lanes, l.String())
		}
		var ex []string
		for _, e := range r.Expect {
			s := e.On.String()
			if e.Arity > 0 {
				s += fmt.Sprintf(" (%d inputs)", e.Arity)
			}
			s += ": " + strings.Join(e.Want, " ; ")
			if len(e.Not) > 0 {
				s += " ; not " + strings.Join(e.Not, ", ")
			}
			ex = append(ex, "`"+strings.ReplaceAll(s, "|", `\|`)+"`")
		}
		var sems []string
		for _, sm := range r.Sems {
			sems = append(sems, sm+" (`"+DeclaredModel(sm)+"`)")
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s (`%s`) | %s | %s (%s) |\n", r.ID, r.Arch, strings.Join(sems, ", "),
			strings.Join(lanes, " "), r.CPU, strings.ReplaceAll(r.IR, "|", `\|`), r.IRModel(), strings.ReplaceAll(r.Why, "|", `\|`),
			strings.Join(ex, "<br>"), r.Source)
	}
	return b.String()
}

// Row returns the mapping row Emit uses for a min/max op.
func (t *Target) Row(o *ir.MinMax) (*Row, error) { return t.rowFor(o) }
