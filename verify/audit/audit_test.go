package audit

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/llvm/llinterp"
	"github.com/lowerc/lowerc/verify/tv"
)

// modelTarget is a stand-in executor for testing the audit's plumbing: each
// function of llc's output "runs" as the package semantics model the test
// names for it (a real executor runs the instructions).
type modelTarget struct{ models map[string]string }

var globl = regexp.MustCompile(`(?m)\.globl\s+(\S+)`)

func (t modelTarget) Funcs(file string, src []byte, sig func(string) (tv.Signature, error), o tv.Options) ([]tv.Func, error) {
	var out []tv.Func
	for _, m := range globl.FindAllSubmatch(src, -1) {
		name := string(m[1])
		s, err := sig(name)
		if err != nil {
			return nil, err
		}
		mn, ok := t.models[name]
		if !ok {
			mn, ok = t.models["*"]
		}
		if !ok {
			return nil, fmt.Errorf("%s: unsupported instruction in %s", file, name)
		}
		mf := modelFunc{name: name, sig: s, m: semantics.MustLookup(mn)}
		if l1, ok := t.models[name+"/lane1"]; ok {
			mf.lane1 = semantics.MustLookup(l1)
		}
		out = append(out, mf)
	}
	return out, nil
}

func (modelTarget) Cases(*ir.Module, string, tv.Options) ([]tv.Case, error) {
	return nil, errors.New("not needed")
}

func (modelTarget) Kernel(*ir.Module, string, tv.Options) (tv.Kernel, error) {
	return nil, errors.New("not needed")
}

type modelFunc struct {
	name  string
	sig   tv.Signature
	m     *semantics.Model
	lane1 *semantics.Model // lane 1 of a packed type, when not m
}

func (f modelFunc) Name() string         { return f.name }
func (f modelFunc) Arity() int           { return f.sig.Arity }
func (f modelFunc) Type() semantics.Type { return f.sig.Type }
func (f modelFunc) Run(in [][]uint64, out []uint64) error {
	lt := f.sig.Type.Lane()
	w := uint(lt.Bits())
	for i := range out {
		var r uint64
		for l := 0; l < f.sig.Type.Lanes(); l++ {
			var x [3]uint64
			for k := range in {
				x[k] = in[k][i] >> (uint(l) * w) & lt.Mask()
			}
			m := f.m
			if l == 1 && f.lane1 != nil {
				m = f.lane1
			}
			res, err := m.Eval(lt, x[0], x[1], x[2])
			if err != nil {
				return err
			}
			r |= res.Bits() << (uint(l) * w)
		}
		out[i] = r
	}
	return nil
}

const plumbingIR = `define float @good(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define float @bad(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define float @num(float %a, float %b) {
  %r = call float @llvm.maximumnum.f32(float %a, float %b)
  ret float %r
}
define i32 @int(i32 %a) {
  ret i32 %a
}
define <2 x half> @pk(<2 x half> %a, <2 x half> %b) #0 {
  %r = call <2 x half> @llvm.minimum.v2f16(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %r
}
define <2 x half> @pkbad(<2 x half> %a, <2 x half> %b) {
  %r = call <2 x half> @llvm.minimum.v2f16(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %r
}
define float @noexec(float %a, float %b) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare <2 x half> @llvm.minimum.v2f16(<2 x half>, <2 x half>)
attributes #0 = { "amdgpu-ieee"="false" }
`

// TestPlumbing runs the audit with real llc-19 and the stand-in executor:
// each verdict, the witnesses, the exit status.
func TestPlumbing(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	tgt := modelTarget{map[string]string{
		"good":  "llvm19-fold:maxnum", // one of LangRef's allowed results everywhere
		"bad":   "llvm19-fold:minnum", // wrong: a max that is a min
		"pk":    "llvm19-fold:minimum",
		"pkbad": "llvm19-fold:minimum", "pkbad/lane1": "llvm19-fold:maximum", // lane 1 wrong
	}}
	o := Options{Triple: "amdgcn-amd-amdhsa", CPU: "gfx942", Random: 1000, Seed: 1, Targets: map[string]tv.Target{"amdgcn": tgt}}
	rep, err := Run("plumbing.ll", []byte(plumbingIR), o)
	require.NoError(t, err)
	by := map[string]FuncResult{}
	for _, f := range rep.Funcs {
		by[f.Name] = f
	}
	assert.Equal(t, Refines, by["good"].Verdict, by["good"].Detail)
	assert.Equal(t, 34*34+1000, by["good"].Tried)
	assert.Equal(t, NotRefines, by["bad"].Verdict)
	assert.Positive(t, by["bad"].Violations)
	require.NotEmpty(t, by["bad"].Witnesses)
	assert.Equal(t, LLCFailed, by["num"].Verdict)
	assert.Contains(t, by["num"].Detail, "llvm.maximumnum.f32")
	assert.Equal(t, Unsupported, by["int"].Verdict)
	assert.Contains(t, by["int"].Detail, "return type i32")
	assert.Equal(t, Unsupported, by["noexec"].Verdict)
	assert.Contains(t, by["noexec"].Detail, "unsupported instruction")
	// LLVM 19's own folding of minimum refines LangRef's minimum, per lane.
	assert.Equal(t, Refines, by["pk"].Verdict, by["pk"].Detail)
	assert.Equal(t, "false", by["pk"].IEEE)
	assert.Equal(t, 2*34*34+1000, by["pk"].Tried)
	assert.Equal(t, NotRefines, by["pkbad"].Verdict, "a wrong lane 1 must be caught")
	require.NotEmpty(t, by["pkbad"].Witnesses)
	assert.Contains(t, by["pkbad"].Witnesses[0].Allowed, " | ")
	assert.Equal(t, 1, rep.ExitCode())

	// A witness is a real violation: re-evaluate it.
	w := by["bad"].Witnesses[0]
	r, _ := semantics.MustLookup("llvm19:maxnum").Eval(semantics.F32, w.Inputs[0], w.Inputs[1], 0)
	assert.False(t, r.Allows(semantics.F32, w.Got))

	assert.Contains(t, by["good"].Code, "v_max_f32")
	assert.Contains(t, by["bad"].Kinds, "value")

	var text bytes.Buffer
	require.NoError(t, rep.WriteText(&text))
	assert.Contains(t, text.String(), "@bad (f32, 2 inputs): does not refine its IR")

	var js bytes.Buffer
	require.NoError(t, rep.WriteJSON(&js))
	assert.Contains(t, js.String(), `"command": "lowerc audit -triple amdgcn-amd-amdhsa -mcpu gfx942 -random 1000 -seed 0x1 plumbing.ll"`)
	assert.NotContains(t, js.String(), "total_ns", "times stay out of the JSON, so that it is the same bytes every run")
	var md bytes.Buffer
	require.NoError(t, rep.WriteMarkdown(&md))
	assert.Contains(t, md.String(), "| @bad | f32 |  | does-not-refine |")

	only := Options(o)
	rep, err = Run("good.ll", []byte("define float @good(float %a, float %b) {\n  %r = call float @llvm.maxnum.f32(float %a, float %b)\n  ret float %r\n}\ndeclare float @llvm.maxnum.f32(float, float)\n"), only)
	require.NoError(t, err)
	assert.Equal(t, 0, rep.ExitCode())
}

func TestInputErrors(t *testing.T) {
	o := Options{Triple: "amdgcn-amd-amdhsa", CPU: "gfx942", Targets: map[string]tv.Target{"amdgcn": modelTarget{}}}
	// An instruction outside the subset: that function is unsupported,
	// with the position (no executor is needed to say so).
	rep, err := Run("x.ll", []byte("define float @f(float %a) {\n  %r = fadd float %a, %a\n  ret float %r\n}\n"), Options{Triple: "amdgcn-amd-amdhsa", CPU: "gfx942"})
	require.NoError(t, err)
	require.Len(t, rep.Funcs, 1)
	assert.Equal(t, Unsupported, rep.Funcs[0].Verdict)
	assert.Contains(t, rep.Funcs[0].Detail, `x.ll:2:8: unsupported instruction "fadd"`)
	assert.Equal(t, 1, rep.ExitCode())
	// Malformed text outside a body is an input error.
	_, err = Run("x.ll", []byte("define float @f(float %a)\n"), o)
	var ie *InputError
	require.ErrorAs(t, err, &ie)
	assert.Contains(t, err.Error(), `x.ll:2:1: expected "{" to open the body of @f`)
	o.Triple = "x86_64"
	_, err = Run("x.ll", []byte(""), o)
	require.ErrorAs(t, err, &ie)
	o.Triple, o.Targets = "nvptx64-nvidia-cuda", nil
	_, err = Run("x.ll", []byte("define float @f(float %a) {\n  ret float %a\n}\n"), o)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no ptx executor in this build")
}

func TestInputs(t *testing.T) {
	in := Inputs(semantics.F16, 3, 10, 7)
	require.Len(t, in, 3)
	assert.Len(t, in[0], 34*34*34+10)
	again := Inputs(semantics.F16, 3, 10, 7)
	assert.Equal(t, in, again, "same seed, same inputs")
	pk := Inputs(semantics.F16x2, 2, 0, 7)
	assert.Len(t, pk[0], 2*34*34)
	g := semantics.Grid(semantics.F16)
	// Lane 0 of the first pass and lane 1 of the second run over all grid pairs.
	seen0, seen1 := map[[2]uint64]bool{}, map[[2]uint64]bool{}
	for i := range pk[0] {
		if i < 34*34 {
			seen0[[2]uint64{pk[0][i] & 0xffff, pk[1][i] & 0xffff}] = true
		} else {
			seen1[[2]uint64{pk[0][i] >> 16, pk[1][i] >> 16}] = true
		}
	}
	assert.Len(t, seen0, len(g)*len(g))
	assert.Len(t, seen1, len(g)*len(g))
}

// TestPlumbingPTX: the same on nvptx64, where llc-19 cannot select
// llvm.canonicalize (the whole module fails, each function is compiled alone).
func TestPlumbingPTX(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	src := `define float @good(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define float @canon(float %a) {
  %r = call float @llvm.canonicalize.f32(float %a)
  ret float %r
}
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.canonicalize.f32(float)
`
	tgt := modelTarget{map[string]string{"good": "llvm19-fold:maxnum"}}
	rep, err := Run("p.ll", []byte(src), Options{Triple: "nvptx64-nvidia-cuda", CPU: "sm_80", Random: 100, Seed: 1, Targets: map[string]tv.Target{"ptx": tgt}})
	require.NoError(t, err)
	require.Len(t, rep.Funcs, 2)
	assert.Equal(t, Refines, rep.Funcs[0].Verdict, rep.Funcs[0].Detail)
	assert.Contains(t, rep.Funcs[0].Code, "max.f32")
	assert.Equal(t, LLCFailed, rep.Funcs[1].Verdict)
	assert.Contains(t, rep.Funcs[1].Detail, "Cannot select")
	// -func: one function only.
	rep, err = Run("p.ll", []byte(src), Options{Triple: "nvptx64-nvidia-cuda", CPU: "sm_80", Random: 100, Seed: 1, Func: "good", Targets: map[string]tv.Target{"ptx": tgt}})
	require.NoError(t, err)
	require.Len(t, rep.Funcs, 1)
	assert.Equal(t, 0, rep.ExitCode())
}

func TestKind(t *testing.T) {
	set := func(xs ...uint64) llinterp.Set {
		s := llinterp.Exact(xs[0])
		for _, x := range xs[1:] {
			s = s.Union(llinterp.Exact(x))
		}
		return s
	}
	for _, c := range []struct {
		got  uint64
		s    llinterp.Set
		want string
	}{
		{0x7fc00000, set(0x7fc00123), "nan-bits"},
		{0x7f800001, set(0x7fc00001, 0x7fc00000), "snan-result"},
		{0x7f800001, set(0x7f800002, 0x7fc00000), "nan-bits"},
		{0x7fc00000, set(0x3f800000), "nan-for-number"},
		{0x3f800000, set(0x7fc00000), "number-for-nan"},
		{0x80000000, set(0x00000000), "zero-sign"},
		{0x00000000, set(0x00000001), "flushed"},
		{0x40000000, set(0x3f800000), "value"},
	} {
		assert.Equal(t, c.want, Kind(semantics.F32, c.got, c.s), "%#x", c.got)
	}
}
