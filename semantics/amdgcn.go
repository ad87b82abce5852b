package semantics

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/arch"
)

// AMD GPU min/max instructions per target and mode (docs/reference/amdgpu.md §3, §4).
//
// Names are "amdgcn:<target>:<mnemonic>[:param=value…]". Parameters:
//   - ieee=1|0 (GFX9–GFX11): MODE.IEEE; 1 is the compute-kernel default
//     (LLVM: IEEE = !isShader(CC); docs/reference/amdgpu.md §4.1).
//   - denorm=3|0|1|2: MODE.FP_DENORM for the instruction's type (0 flush in
//     and out, 1 flush out only, 2 flush in only, 3 no flush; the default).
//   - snan=quiet|number (GFX12 *_num_* forms): the disputed sNaN rule, see
//     gfx12NaN.
//
// GFX12 sNaN reading (docs/reference/amdgpu.md §4.3). LLVM 19 models GFX12 as "IEEE mode
// always on" (hasIEEEMode() false → KnownIEEEMode::On) and canonicalizes
// maxnum inputs on gfx1200 even with "amdgpu-ieee"="false"; arsenm (llvm PR
// #221455): "Targets without IEEE mode are more accurately treated as always
// IEEE mode". Other LLVM PRs (#202917, reverted #127711) claim the *_num_*
// forms are IEEE 754-2019 maximumNumber (an sNaN loses to a number). The RDNA4
// ISA guide decides, and could not be read here. Default: snan=quiet (the
// GFX9 IEEE-mode rule), because it is what the LLVM 19 toolchain we check
// against assumes, and code that canonicalizes its inputs (as LLVM does) gets
// the same bits under both readings; snan=number is the maximumNumber reading
// (two NaNs: quiet(S0)).

const (
	srcAMDMax   = "AMD CDNA4 ISA §12.7 V_MAX_F32/V_MIN_F32 pseudocode; GFX10/11 by the same LLVM model (docs/reference/amdgpu.md §4.2)"
	srcAMD3     = "AMD ISA V_MAX3/V_MIN3 = V_MAX(V_MAX(S0,S1),S2); V_MED3 = MIN3 if any NaN, else the max of the two operands other than MAX3's (Vega/CDNA ISA pseudocode, from the guide text; not in docs/reference/amdgpu.md; not run)"
	srcAMDPk    = "AMD ISA V_PK_MAX_F16 = V_MAX_F16 per half (docs/reference/amdgpu.md §4.2)"
	srcAMD12    = "RDNA4 *_num_* forms (docs/reference/amdgpu.md §4.3; sNaN rule disputed, see snan=)"
	srcAMDMaxim = "RDNA4 V_MAXIMUM/V_MINIMUM: IEEE 754-2019 maximum/minimum, −0 < +0 (docs/reference/amdgpu.md §4.3); NaN bits: sNaN inputs quieted first (S0 then S1), else the first NaN as is (RDNA4 pseudocode as recalled; unverified)"
	srcAMD950   = "CDNA4 ISA V_MAXIMUM3_F32, V_PK_MAXIMUM3_F16: IEEE maximum of three inputs, IEEE mode forced to 1 (docs/reference/amdgpu.md §3.2, §4.2); NaN bits as v_maximum (unverified)"
	srcAMDInt   = "AMD ISA integer V_MAX/V_MIN/V_MAX3/V_MED3 (docs/reference/amdgpu.md §3, §4.2)"
)

type amdTarget struct {
	name     string
	gen      int
	maximum3 bool // the CDNA4 v_maximum3_f32 family
}

// amdTargets are the AMD generations of targets/arch.
var amdTargets = func() []amdTarget {
	var ts []amdTarget
	for _, a := range arch.AMDTargets() {
		ts = append(ts, amdTarget{name: a.Name, gen: a.Family, maximum3: a.Maximum3})
	}
	return ts
}()

// amdNaN names the NaN rule of an AMD float min/max.
type amdNaN int

const (
	amdIEEE    amdNaN = iota // IEEE mode: sNaN → quiet(S0) then quiet(S1); else a NaN loses
	amdNonIEEE               // IEEE = 0: a NaN (sNaN too) loses; two NaNs → S1 as is
	amdNumber                // maximumNumber reading of GFX12 *_num_*: a NaN loses; two NaNs → quiet(S0)
	amdMaximum               // v_maximum/v_minimum: NaN propagates
)

func amdRule(max bool, n amdNaN, denorm string) *rule {
	r := &rule{max: max}
	switch denorm {
	case "0", "2":
		r.ftzCmp = true
	case "1":
		r.ftzOut = true
	}
	r.nan = nanTable(func(ka, kb int) act {
		switch n {
		case amdIEEE:
			// §4.2 line 1: IEEE and S0 sNaN → quiet(S0); else IEEE and S1 sNaN
			// → quiet(S1). Line 2: S0 NaN → S1; S1 NaN → S0.
			switch {
			case ka == kSNaN:
				return actQA
			case kb == kSNaN:
				return actQB
			}
			return numberWins(ka, kb, actRawB)
		case amdNonIEEE:
			return numberWins(ka, kb, actRawB)
		case amdNumber:
			return numberWins(ka, kb, actQA)
		}
		// amdMaximum
		switch {
		case ka == kSNaN:
			return actQA
		case kb == kSNaN:
			return actQB
		case ka != kNum:
			return actRawA
		}
		return actRawB
	})
	return r
}

type op2 func(t Type, a, b uint64) uint64

// med3 is V_MED3: if any input is NaN, MIN3; else the max of the two inputs
// other than the one MAX3 equals (float equality: ±0 equal).
func med3(r *rule, mx, mn op2) func(t Type, a, b, c uint64) uint64 {
	return func(t Type, a, b, c uint64) uint64 {
		f := fmtOf(t)
		if f.isNaN(a) || f.isNaN(b) || f.isNaN(c) {
			return mn(t, mn(t, a, b), c)
		}
		m := mx(t, mx(t, a, b), c)
		eq := func(x, y uint64) bool {
			if r.ftzCmp || r.ftzOut {
				x, y = f.ftz(x), f.ftz(y)
			}
			return x == y || f.isZero(x) && f.isZero(y)
		}
		switch {
		case eq(m, a):
			return mx(t, b, c)
		case eq(m, b):
			return mx(t, a, c)
		}
		return mx(t, a, b)
	}
}

// med3LLVM is LLVM 19's model of V_MED3 with a NaN input, as its folder of
// llvm.amdgcn.fmed3 applies it (AMDGPUInstCombineIntrinsic.cpp): a NaN in S0
// or S1 → minnum of the other two, in S2 → maxnum of S0, S1 (checked in that
// order), with LLVM's minnum/maxnum (a NaN, signaling too, loses; two NaNs →
// the second; see llvm19-fold:*); without NaN inputs it is V_MED3. It
// disagrees with the ISA pseudocode (MIN3 of all three with the
// instruction's own NaN rules) when S2 is the NaN, and in IEEE mode when an
// sNaN meets a number. Neither was run on hardware; the ISA reading is the
// default.
func med3LLVM(isa func(t Type, a, b, c uint64) uint64) func(t Type, a, b, c uint64) uint64 {
	mn := MustLookup("llvm19-fold:minnum").rule
	mx := MustLookup("llvm19-fold:maxnum").rule
	return func(t Type, a, b, c uint64) uint64 {
		f := fmtOf(t)
		switch {
		case f.isNaN(a):
			return mn.eval(t, b, c)
		case f.isNaN(b):
			return mn.eval(t, a, c)
		case f.isNaN(c):
			return mx.eval(t, a, b)
		}
		return isa(t, a, b, c)
	}
}

type amdFloatForm struct {
	mnem  string // v_max_f32, v_max3_num_f16…
	kind  string // "max", "min", "max3", "min3", "med3", "maxmin", "minmax"
	t     Type   // scalar type (lane type for packed)
	pk    bool
	nan   string // "ieee" (pre-GFX12, ieee= param), "num" (GFX12 snan= param), "maximum", "maximum-forced"
	src   string
	notes string
}

func registerAMDFloat(tg amdTarget, f amdFloatForm) {
	base := "amdgcn:" + tg.name + ":" + f.mnem
	var ps []param
	switch f.nan {
	case "ieee":
		ps = append(ps, param{name: "ieee", values: []string{"1", "0"}, doc: "MODE.IEEE (1: compute kernels, 0: graphics shaders)"})
	case "num":
		ps = append(ps, param{name: "snan", values: []string{"quiet", "number"}, doc: "GFX12 sNaN reading: quiet (LLVM: IEEE mode always on) or number (maximumNumber)"})
	}
	ps = append(ps, param{name: "denorm", values: []string{"3", "0", "1", "2"}, doc: "MODE.FP_DENORM: 3 keep, 0 flush in+out, 1 flush out, 2 flush in"})
	if f.kind == "med3" {
		ps = append(ps, param{name: "nan", values: []string{"isa", "llvm"}, doc: "NaN input: isa (MIN3 of all three, the ISA pseudocode) or llvm (LLVM 19's fmed3 fold: NaN in S0 or S1 → min of the other two, in S2 → max of S0, S1)"})
	}
	register(&entry{base: base, params: ps, build: func(pm map[string]string) *Model {
		n := amdIEEE
		mode := ""
		switch f.nan {
		case "ieee":
			if pm["ieee"] == "0" {
				n = amdNonIEEE
				mode = "IEEE=0"
			} else {
				mode = "IEEE=1"
			}
		case "num":
			if pm["snan"] == "number" {
				n = amdNumber
				mode = "sNaN reading: maximumNumber"
			} else {
				mode = "sNaN reading: quiet (IEEE mode always on)"
			}
		case "maximum", "maximum-forced":
			n = amdMaximum
			mode = "NaN-propagating"
		}
		if d := pm["denorm"]; d != "3" {
			mode += ", denorm=" + d
		}
		rmax := amdRule(true, n, pm["denorm"])
		rmin := amdRule(false, n, pm["denorm"])
		mx := func(t Type, a, b uint64) uint64 { return rmax.eval(t, a, b) }
		mn := func(t Type, a, b uint64) uint64 { return rmin.eval(t, a, b) }
		name := canonicalName(base, ps, pm)
		desc := fmt.Sprintf("AMD %s %s (%s)", tg.name, f.mnem, mode)
		if f.notes != "" {
			desc += ": " + f.notes
		}
		var m *Model
		switch f.kind {
		case "max", "min":
			r := rmax
			if f.kind == "min" {
				r = rmin
			}
			m = ruleModel(name, desc, f.src, []Type{f.t}, r)
		default:
			var fn func(t Type, a, b, c uint64) uint64
			switch f.kind {
			case "max3":
				fn = func(t Type, a, b, c uint64) uint64 { return mx(t, mx(t, a, b), c) }
			case "min3":
				fn = func(t Type, a, b, c uint64) uint64 { return mn(t, mn(t, a, b), c) }
			case "med3":
				fn = med3(rmax, mx, mn)
				if pm["nan"] == "llvm" {
					fn = med3LLVM(fn)
					desc += "; NaN reading of LLVM 19's fmed3 folding"
				}
			case "maxmin":
				fn = func(t Type, a, b, c uint64) uint64 { return mn(t, mx(t, a, b), c) }
			case "minmax":
				fn = func(t Type, a, b, c uint64) uint64 { return mx(t, mn(t, a, b), c) }
			}
			m = &Model{name: name, desc: desc, source: f.src, arity: 3, types: []Type{f.t}, fn: fn}
		}
		m.params = paramDocs(ps)
		if f.pk {
			pt := F16x2
			return &Model{name: name, desc: desc + " (per half)", source: f.src, arity: m.arity,
				types: []Type{pt}, fn: lanewise(F16, m.fn), lane: m, params: m.params}
		}
		return m
	}})
}

func registerAMDInt(tg amdTarget, mnem string) {
	// v_max_i32, v_min_u16, v_max3_u32, v_med3_i32, v_pk_max_i16…
	s := strings.TrimPrefix(mnem, "v_")
	pk := strings.HasPrefix(s, "pk_")
	s = strings.TrimPrefix(s, "pk_")
	op, ty, _ := strings.Cut(s, "_")
	var t Type
	switch ty {
	case "i32":
		t = S32
	case "u32":
		t = U32
	case "i16":
		t = S16
	case "u16":
		t = U16
	}
	if pk {
		t = map[Type]Type{S16: S16x2, U16: U16x2}[t]
	}
	mx, mn := intMinMax(true, false), intMinMax(false, false)
	var fn func(t Type, a, b, c uint64) uint64
	arity := 2
	switch op {
	case "max":
		fn = mx
	case "min":
		fn = mn
	case "max3", "min3", "med3", "maxmin", "minmax":
		arity = 3
		fn = func(t Type, a, b, c uint64) uint64 {
			switch op {
			case "max3":
				return mx(t, mx(t, a, b, 0), c, 0)
			case "min3":
				return mn(t, mn(t, a, b, 0), c, 0)
			case "maxmin": // GFX11+ V_MAXMIN: min(max(S0, S1), S2)
				return mn(t, mx(t, a, b, 0), c, 0)
			case "minmax": // GFX11+ V_MINMAX: max(min(S0, S1), S2)
				return mx(t, mn(t, a, b, 0), c, 0)
			}
			// median = max(min(a,b), min(max(a,b), c))
			return mx(t, mn(t, a, b, 0), mn(t, mx(t, a, b, 0), c, 0), 0)
		}
	}
	registerModel(&Model{name: "amdgcn:" + tg.name + ":" + mnem, arity: arity, types: []Type{t}, fn: fn,
		desc: fmt.Sprintf("AMD %s %s: integer %s", tg.name, mnem, op), source: srcAMDInt})
}

func init() {
	for _, tg := range amdTargets {
		var forms []amdFloatForm
		add := func(mnem, kind string, t Type, pk bool, nan, src, notes string) {
			forms = append(forms, amdFloatForm{mnem: mnem, kind: kind, t: t, pk: pk, nan: nan, src: src, notes: notes})
		}
		tys := []struct {
			sfx string
			t   Type
		}{{"f32", F32}, {"f16", F16}}
		if tg.gen < 12 {
			for _, k := range []string{"max", "min"} {
				add("v_"+k+"_f32", k, F32, false, "ieee", srcAMDMax, "IEEE: sNaN → quiet(S0) then quiet(S1); a qNaN loses; +0 > −0")
				add("v_"+k+"_f16", k, F16, false, "ieee", srcAMDMax, "as v_"+k+"_f32 on f16")
				add("v_"+k+"_f64", k, F64, false, "ieee", srcAMDMax, "as v_"+k+"_f32 on f64")
				add("v_pk_"+k+"_f16", k, F16, true, "ieee", srcAMDPk, "")
			}
			for _, ty := range tys {
				for _, k := range []string{"max3", "min3", "med3"} {
					add("v_"+k+"_"+ty.sfx, k, ty.t, false, "ieee", srcAMD3, "")
				}
				if tg.gen == 11 {
					add("v_maxmin_"+ty.sfx, "maxmin", ty.t, false, "ieee", srcAMD3, "min(max(a, b), c)")
					add("v_minmax_"+ty.sfx, "minmax", ty.t, false, "ieee", srcAMD3, "max(min(a, b), c)")
				}
			}
			if tg.maximum3 {
				add("v_maximum3_f32", "max3", F32, false, "maximum-forced", srcAMD950, "IEEE maximum of three")
				add("v_minimum3_f32", "min3", F32, false, "maximum-forced", srcAMD950, "IEEE minimum of three")
				add("v_pk_maximum3_f16", "max3", F16, true, "maximum-forced", srcAMD950, "IEEE maximum of three")
				add("v_pk_minimum3_f16", "min3", F16, true, "maximum-forced", srcAMD950, "IEEE minimum of three")
			}
		} else {
			for _, k := range []string{"max", "min"} {
				add("v_"+k+"_num_f32", k, F32, false, "num", srcAMD12, "")
				add("v_"+k+"_num_f16", k, F16, false, "num", srcAMD12, "")
				add("v_"+k+"_num_f64", k, F64, false, "num", srcAMD12, "")
				add("v_pk_"+k+"_num_f16", k, F16, true, "num", srcAMD12, "")
				long := map[string]string{"max": "maximum", "min": "minimum"}[k]
				add("v_"+long+"_f32", k, F32, false, "maximum", srcAMDMaxim, "")
				add("v_"+long+"_f16", k, F16, false, "maximum", srcAMDMaxim, "")
				add("v_"+long+"_f64", k, F64, false, "maximum", srcAMDMaxim, "")
				add("v_pk_"+long+"_f16", k, F16, true, "maximum", srcAMDMaxim, "")
				add("v_"+long+"3_f32", k+"3", F32, false, "maximum", srcAMDMaxim, "")
				add("v_"+long+"3_f16", k+"3", F16, false, "maximum", srcAMDMaxim, "")
			}
			for _, ty := range tys {
				for _, k := range []string{"max3", "min3", "med3"} {
					add("v_"+k+"_num_"+ty.sfx, k, ty.t, false, "num", srcAMD12+"; "+srcAMD3, "")
				}
				add("v_maxmin_num_"+ty.sfx, "maxmin", ty.t, false, "num", srcAMD12, "min(max(a, b), c)")
				add("v_minmax_num_"+ty.sfx, "minmax", ty.t, false, "num", srcAMD12, "max(min(a, b), c)")
			}
			// docs/reference/amdgpu.md §3.2 lists the f32 forms (VOP3 0x26D / 0x26C).
			add("v_maximumminimum_f32", "maxmin", F32, false, "maximum", srcAMDMaxim, "minimum(maximum(a, b), c)")
			add("v_minimummaximum_f32", "minmax", F32, false, "maximum", srcAMDMaxim, "maximum(minimum(a, b), c)")
			// The f16 forms (VOP3 0x26F / 0x26E): llvm-mc-19 accepts them on
			// gfx1200 and rejects them on gfx1100 (checked).
			add("v_maximumminimum_f16", "maxmin", F16, false, "maximum", srcAMDMaxim, "minimum(maximum(a, b), c)")
			add("v_minimummaximum_f16", "minmax", F16, false, "maximum", srcAMDMaxim, "maximum(minimum(a, b), c)")
		}
		for _, f := range forms {
			registerAMDFloat(tg, f)
		}
		for _, m := range []string{"v_max_i32", "v_min_i32", "v_max_u32", "v_min_u32",
			"v_max_i16", "v_min_i16", "v_max_u16", "v_min_u16",
			"v_max3_i32", "v_min3_i32", "v_med3_i32", "v_max3_u32", "v_min3_u32", "v_med3_u32",
			"v_max3_i16", "v_min3_i16", "v_med3_i16", "v_max3_u16", "v_min3_u16", "v_med3_u16",
			"v_pk_max_i16", "v_pk_min_i16", "v_pk_max_u16", "v_pk_min_u16"} {
			registerAMDInt(tg, m)
		}
		if tg.gen >= 11 {
			// GFX11/GFX12 VOP3 integer v_maxmin/v_minmax (docs/reference/amdgpu.md §3.2:
			// u32 0x262/0x263, i32 0x264/0x265, both generations).
			for _, m := range []string{"v_maxmin_u32", "v_minmax_u32", "v_maxmin_i32", "v_minmax_i32"} {
				registerAMDInt(tg, m)
			}
		}
	}
}
