package semantics

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/semantics/modelid"
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

// The instruction models are the descriptors of package modelid
// (modelid.AMDModels: mnemonic, operation, type, NaN rule, source), and each
// target has the models of its rows in the targets/amdgcn form table
// (modelid.AMDTargetModels, written by targets/amdgcn/internal/formgen from
// the rows); [AMDRef] resolves a row's identifier on its target.

type amdTarget struct {
	name string
	gen  int
}

// amdTargets are the AMD generations of targets/arch.
var amdTargets = func() []amdTarget {
	var ts []amdTarget
	for _, a := range arch.AMDTargets() {
		ts = append(ts, amdTarget{name: a.Name, gen: a.Family})
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

// amdFloatType is the lane type of a float descriptor.
func amdFloatType(d modelid.AMDModel) Type {
	t, err := ParseType(d.Type)
	if err != nil || fmtOf(t) == nil {
		panic(fmt.Sprintf("semantics: AMD model %s: float type %q", d.Mnemonic, d.Type))
	}
	return t
}

func registerAMDFloat(target string, f modelid.AMDModel) {
	base := "amdgcn:" + target + ":" + f.Mnemonic
	ft := amdFloatType(f)
	var ps []param
	switch f.NaN {
	case "ieee":
		ps = append(ps, param{name: "ieee", values: []string{"1", "0"}, doc: "MODE.IEEE (1: compute kernels, 0: graphics shaders)"})
	case "num":
		ps = append(ps, param{name: "snan", values: []string{"quiet", "number"}, doc: "GFX12 sNaN reading: quiet (LLVM: IEEE mode always on) or number (maximumNumber)"})
	}
	ps = append(ps, param{name: "denorm", values: []string{"3", "0", "1", "2"}, doc: "MODE.FP_DENORM: 3 keep, 0 flush in+out, 1 flush out, 2 flush in"})
	if f.Kind == "med3" {
		ps = append(ps, param{name: "nan", values: []string{"isa", "llvm"}, doc: "NaN input: isa (MIN3 of all three, the ISA pseudocode) or llvm (LLVM 19's fmed3 fold: NaN in S0 or S1 → min of the other two, in S2 → max of S0, S1)"})
	}
	register(&entry{base: base, params: ps, build: func(pm map[string]string) *Model {
		n := amdIEEE
		mode := ""
		switch f.NaN {
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
		desc := fmt.Sprintf("AMD %s %s (%s)", target, f.Mnemonic, mode)
		if f.Notes != "" {
			desc += ": " + f.Notes
		}
		var m *Model
		switch f.Kind {
		case "max", "min":
			r := rmax
			if f.Kind == "min" {
				r = rmin
			}
			m = ruleModel(name, desc, f.Source, []Type{ft}, r)
		default:
			var fn func(t Type, a, b, c uint64) uint64
			switch f.Kind {
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
			m = &Model{name: name, desc: desc, source: f.Source, arity: 3, types: []Type{ft}, fn: fn}
		}
		m.params = paramDocs(ps)
		if f.Packed {
			pt := F16x2
			return &Model{name: name, desc: desc + " (per half)", source: f.Source, arity: m.arity,
				types: []Type{pt}, fn: lanewise(F16, m.fn), lane: m, params: m.params}
		}
		return m
	}})
}

// registerAMDInt registers an integer instruction (v_max_i32, v_min_u16,
// v_max3_u32, v_med3_i32, v_pk_max_i16…) from its descriptor.
func registerAMDInt(target string, d modelid.AMDModel) {
	mnem, op := d.Mnemonic, d.Kind
	t, ok := map[string]Type{"i32": S32, "u32": U32, "i16": S16, "u16": U16}[d.Type]
	if d.Packed {
		t, ok = map[string]Type{"i16": S16x2, "u16": U16x2}[d.Type]
	}
	if !ok {
		panic(fmt.Sprintf("semantics: AMD integer model %s: type %q", mnem, d.Type))
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
	registerModel(&Model{name: "amdgcn:" + target + ":" + mnem, arity: arity, types: []Type{t}, fn: fn,
		desc: fmt.Sprintf("AMD %s %s: integer %s", target, mnem, op), source: d.Source})
}

// amdKey is a model of one target.
type amdKey struct {
	target string
	id     modelid.AMD
}

// amdNames are the registered AMD instruction models, by target and
// identifier.
var amdNames = map[amdKey]string{}

// init registers, for every AMD target, the models of its form rows.
func initAMD() {
	for _, tg := range modelid.AMDTargetModels() {
		for _, id := range tg.Models {
			d := id.Model()
			if d.NaN == "" {
				registerAMDInt(tg.Target, d)
			} else {
				registerAMDFloat(tg.Target, d)
			}
			amdNames[amdKey{tg.Target, id}] = "amdgcn:" + tg.Target + ":" + d.Mnemonic
		}
		registerAMDScalar(tg.Target, tg.Models)
	}
}

// amdScalarForms are GFX12's SALU float min/max (SOP2 s_max_num_f32 …) and
// the VALU instruction whose model each shares: the RDNA4 ISA defines
// S_MAX_NUM_F32, S_MIN_NUM_F32, S_MAXIMUM_F32 and S_MINIMUM_F32 by the
// same pseudocode as their V_ forms, on one scalar value per wave, under
// the same MODE (docs/reference/amdgpu.md §4.3). The vector identifier
// exists only on GFX12 targets (the *_num_* renaming), so the scalar
// models are registered where the target's rows have it.
var amdScalarForms = []struct {
	mnemonic string
	gate     modelid.AMD // the target must have this model (GFX12)
	vector   modelid.AMD
}{
	{"s_max_num_f32", modelid.AMDMaxNumF32, modelid.AMDMaxNumF32},
	{"s_min_num_f32", modelid.AMDMaxNumF32, modelid.AMDMinNumF32},
	{"s_maximum_f32", modelid.AMDMaxNumF32, modelid.AMDMaximumF32},
	{"s_minimum_f32", modelid.AMDMaxNumF32, modelid.AMDMinimumF32},
}

// registerAMDScalar registers target's SALU float min/max models
// (amdScalarForms).
func registerAMDScalar(target string, ids []modelid.AMD) {
	has := map[modelid.AMD]bool{}
	for _, id := range ids {
		has[id] = true
	}
	for _, f := range amdScalarForms {
		if !has[f.gate] || !has[f.vector] {
			continue
		}
		d := f.vector.Model()
		d.Source = "RDNA4 ISA SOP2 " + strings.ToUpper(f.mnemonic) + ": the pseudocode of " + strings.ToUpper(d.Mnemonic) + " on a scalar value (docs/reference/amdgpu.md §4.3); " + d.Source
		d.Notes = "the SALU form of " + d.Mnemonic
		d.Mnemonic = f.mnemonic
		registerAMDFloat(target, d)
	}
}

// AMDRef returns the model of an AMD form row's identifier on target
// (gfx942), or the zero Ref if the target has no row with that model.
func AMDRef(target string, id modelid.AMD) Ref {
	models() // fills amdNames
	name, ok := amdNames[amdKey{target, id}]
	if !ok {
		return Ref{}
	}
	return MustRef(name)
}
