package llinterp

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// evalOne parses src (one function) and evaluates it.
func evalOne(t *testing.T, src string, args ...uint64) []Set {
	t.Helper()
	m, err := Parse("t.ll", []byte(src))
	require.NoError(t, err)
	require.Len(t, m.Funcs, 1)
	r, err := m.Funcs[0].Eval(args)
	require.NoError(t, err)
	return r
}

func fn1(ty, body string) string {
	return "define " + ty + " @f(" + ty + " %a, " + ty + " %b, " + ty + " %c) {\n" + body + "\n}\n"
}

// The expectations below are written from the LLVM 19 LangRef text cited
// in each row, not from the interpreter's output.
func TestEvalLangRef(t *testing.T) {
	const (
		one   = 0x3f800000
		two   = 0x40000000
		pz    = 0x00000000
		nz    = 0x80000000
		qnan  = 0x7fc00123
		snan  = 0x7f800123
		pref  = 0x7fc00000
		sub   = 0x00000001
		inf   = 0x7f800000
		ninf_ = 0xff800000
	)
	cases := []struct {
		name    string
		ty      string
		body    string
		a, b, c uint64
		want    []uint64 // allowed set; nil with poison
		poison  bool
	}{
		// maxnum: "If either operand is a NaN, returns the other non-NaN operand" (sNaN too in 19).
		{"maxnum qnan", "float", "%r = call float @llvm.maxnum.f32(float %a, float %b)\nret float %r", qnan, one, 0, []uint64{one}, false},
		{"maxnum snan", "float", "%r = call float @llvm.maxnum.f32(float %a, float %b)\nret float %r", one, snan, 0, []uint64{one}, false},
		// "If the operands compare equal, returns either one of the operands."
		{"maxnum zeros", "float", "%r = call float @llvm.maxnum.f32(float %a, float %b)\nret float %r", pz, nz, 0, []uint64{pz, nz}, false},
		// maximum: "-0.0 is considered to be less than +0.0"
		{"maximum zeros", "float", "%r = call float @llvm.maximum.f32(float %a, float %b)\nret float %r", nz, pz, 0, []uint64{pz}, false},
		{"minimum zeros", "float", "%r = call float @llvm.minimum.f32(float %a, float %b)\nret float %r", nz, pz, 0, []uint64{nz}, false},
		// maximum propagates a NaN: NaN rules, preferred / quieted / unchanged, any sign.
		{"maximum nan", "float", "%r = call float @llvm.maximum.f32(float %a, float %b)\nret float %r", one, snan, 0,
			[]uint64{pref, pref | nz, snan, snan | nz, snan | 0x400000, snan | 0x400000 | nz}, false},
		// A chain: the inner ±0 choice propagates into the outer op.
		{"maxnum chain", "float", "%x = call float @llvm.maxnum.f32(float %a, float %b)\n%r = call float @llvm.maxnum.f32(float %x, float %c)\nret float %r",
			pz, nz, nz, []uint64{pz, nz}, false},
		{"maximum after maxnum", "float", "%x = call float @llvm.maxnum.f32(float %a, float %b)\n%r = call float @llvm.maximum.f32(float %x, float %c)\nret float %r",
			pz, nz, nz, []uint64{pz, nz}, false},
		// nnan: "If an argument is a nan … it produces a poison value instead."
		{"nnan", "float", "%r = call nnan float @llvm.maxnum.f32(float %a, float %b)\nret float %r", qnan, one, 0, nil, true},
		// nsz: the sign of a zero argument or result is insignificant.
		{"nsz", "float", "%r = call nsz float @llvm.maximum.f32(float %a, float %b)\nret float %r", nz, pz, 0, []uint64{pz, nz}, false},
		// fneg, fabs, copysign only touch the sign bit, even of a NaN.
		{"fneg snan", "float", "%r = fneg float %a\nret float %r", snan, 0, 0, []uint64{snan | nz}, false},
		{"fabs", "float", "%r = call float @llvm.fabs.f32(float %a)\nret float %r", snan | nz, 0, 0, []uint64{snan}, false},
		{"copysign", "float", "%r = call float @llvm.copysign.f32(float %a, float %b)\nret float %r", one, nz, 0, []uint64{one | nz}, false},
		// canonicalize: quiets an sNaN keeping the payload (or the single canonical NaN).
		{"canonicalize snan", "float", "%r = call float @llvm.canonicalize.f32(float %a)\nret float %r", snan, 0, 0, []uint64{snan | 0x400000, pref, 0x7fffffff}, false},
		{"canonicalize -0", "float", "%r = call float @llvm.canonicalize.f32(float %a)\nret float %r", nz, 0, 0, []uint64{nz}, false},
		{"canonicalize sub ieee", "float", "%r = call float @llvm.canonicalize.f32(float %a)\nret float %r", sub, 0, 0, []uint64{sub}, false},
		// fcmp: unordered predicates are true with a NaN operand; ±0 compare equal.
		{"fcmp uno", "float", "%k = fcmp uno float %a, %b\n%r = select i1 %k, float %a, float %b\nret float %r", one, qnan, 0, []uint64{one}, false},
		{"fcmp oeq zeros", "float", "%k = fcmp oeq float %a, %b\n%r = select i1 %k, float %a, float %c\nret float %r", pz, nz, two, []uint64{pz}, false},
		{"fcmp olt", "float", "%k = fcmp olt float %a, %b\n%r = select i1 %k, float %a, float %c\nret float %r", one, two, inf, []uint64{one}, false},
		// is.fpclass 0x3 = snan|qnan.
		{"is.fpclass", "float", "%k = call i1 @llvm.is.fpclass.f32(float %a, i32 3)\n%r = select i1 %k, float %b, float %c\nret float %r", snan, one, two, []uint64{one}, false},
		{"is.fpclass ninf", "float", "%k = call i1 @llvm.is.fpclass.f32(float %a, i32 4)\n%r = select i1 %k, float %b, float %c\nret float %r", ninf_, one, two, []uint64{one}, false},
		// Integer sign fix-up on the bits.
		{"bit fix-up", "float", "%x = call float @llvm.maxnum.f32(float %a, float %b)\n%i = bitcast float %x to i32\n%j = and i32 %i, 2147483647\n%r = bitcast i32 %j to float\nret float %r",
			pz, nz, 0, []uint64{pz}, false},
		// fptrunc rounds to nearest even: 1 + 2^-11 (a tie) → 1.0 in half.
		{"fptrunc tie", "float", "%h = fptrunc float %a to half\n%r = fpext half %h to float\nret float %r", 0x3f801000, 0, 0, []uint64{one}, false},
		{"fptrunc up", "float", "%h = fptrunc float %a to half\n%r = fpext half %h to float\nret float %r", 0x3f803000, 0, 0, []uint64{0x3f804000}, false},
		{"fptrunc overflow", "float", "%h = fptrunc float %a to half\n%r = fpext half %h to float\nret float %r", 0x47800000, 0, 0, []uint64{inf}, false},
		// shift by the width is poison.
		{"shift poison", "float", "%i = bitcast float %a to i32\n%j = shl i32 %i, 32\n%r = bitcast i32 %j to float\nret float %r", one, 0, 0, nil, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := evalOne(t, fn1(c.ty, c.body), c.a, c.b, c.c)
			require.Len(t, r, 1)
			if c.poison {
				assert.True(t, r[0].Poison(), "want poison, got %s", r[0].Format(32))
				return
			}
			assert.False(t, r[0].Poison())
			assert.Equal(t, setOf(c.want).vals, r[0].Values(), "got %s", r[0].Format(32))
		})
	}
}

func TestEvalVectorAndHalf(t *testing.T) {
	src := `define <2 x half> @g(<2 x half> %a, <2 x half> %b) {
  %r = call <2 x half> @llvm.minimum.v2f16(<2 x half> %a, <2 x half> %b)
  ret <2 x half> %r
}`
	// lane 0: min(1, 2) = 1; lane 1: minimum(-0, +0) = -0 (LangRef: -0 < +0).
	r := evalOne(t, src, 0x8000_3c00, 0x0000_4000)
	require.Len(t, r, 2)
	assert.Equal(t, []uint64{0x3c00}, r[0].Values())
	assert.Equal(t, []uint64{0x8000}, r[1].Values())
	bf := `define bfloat @h(bfloat %a, bfloat %b) {
  %r = call bfloat @llvm.maxnum.bf16(bfloat %a, bfloat %b)
  ret bfloat %r
}`
	r = evalOne(t, bf, 0x7fc1, 0x3f80) // qNaN loses to 1.0
	assert.Equal(t, []uint64{0x3f80}, r[0].Values())
}

func TestDenormalModes(t *testing.T) {
	src := `define float @f(float %a) #0 {
  %r = call float @llvm.canonicalize.f32(float %a)
  ret float %r
}
attributes #0 = { "denormal-fp-math"="%s" }`
	for _, c := range []struct {
		mode string
		want []uint64
	}{
		{"ieee,ieee", []uint64{0x80000001}},
		{"preserve-sign,preserve-sign", []uint64{0x80000000}},
		{"positive-zero,positive-zero", []uint64{0}},
		{"dynamic,dynamic", []uint64{0, 0x80000000, 0x80000001}},
	} {
		r := evalOne(t, strings.Replace(src, "%s", c.mode, 1), 0x80000001)
		assert.Equal(t, c.want, r[0].Values(), c.mode)
	}
}

// TestErrors: unsupported and malformed input gives positioned errors.
func TestErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"define float @f(float %a) {\n  %r = fadd float %a, %a\n  ret float %r\n}", `t.ll:2:8: unsupported instruction "fadd"`},
		{"define float @f(float %a) {\n  %r = call float @llvm.sin.f32(float %a)\n  ret float %r\n}", "t.ll:2:8: unsupported call of @llvm.sin.f32"},
		{"define float @f(float %a) {\n  ret float %b\n}", "t.ll:2:13: undefined value %b"},
		{"define float @f(float %a) {\n  %r = call fast float @llvm.maxnum.f32(float %a, float %a)\n  ret float %r\n}", `t.ll:2:13: unsupported fast-math flag "fast"`},
		{"define float @f(float %a) {\n  br label %x\n}", `t.ll:2:12: undefined block %x`},
		{"define float @f(float %a) {\n  switch i32 0, label %x []\n}", `t.ll:2:3: unsupported instruction "switch"`},
		{"define float @f(float %a) {\n  %r = phi float [%a, %b]\n  ret float %r\n}", `t.ll:2:23: undefined block %b`},
		{"define float @f(float %a) {\ne:\n  %r = phi float [%a, %e]\n  ret float %r\n}", `t.ll:3:8: phi: phis must open a block that has predecessors`},
		{"define void @f(ptr %p) {\n  %q = getelementptr float, ptr %p, i64 0, i64 1\n  ret void\n}", `t.ll:2:8: getelementptr: 2 indices`},
		{"define void @f(ptr %p) {\n  %x = load volatile float, ptr %p\n  ret void\n}", `t.ll:2:13: unsupported: volatile load`},
		{"define void @f(ptr %p) {\n  store i1 true, ptr %p\n  ret void\n}", `t.ll:2:3: store: unsupported memory type i1`},
		{"define float @f(ptr %p) {\n  %x = store float 1.0, ptr %p\n  ret float 1.0\n}", `t.ll:2:8: store has no result`},
		{"define float @f(float %a) {\n  ret float %a\n  ret float %a\n}", "t.ll:3:3: instruction after the end of a block"},
		{"define float @f(float %a) {\nx:\n  %b = fneg float %a\ny:\n  ret float %a\n}", "t.ll:4:1: block y begins before the block above ends"},
		{"define x86_fp80 @f() {\n  ret void\n}", "t.ll:1:8: unsupported type"},
		{"define float @f(float %a) {\n  %r = fneg float %a\n", "unexpected end of file"},
		{"define float @f(float %a) {\n  ret double %a\n}", "t.ll:2:14: %a has type float, used as double"},
		{"define float @f(float %a) {\n  ret float 1.1\n}", "t.ll:2:13: constant"},
		{"define float @f(float %a) #3 {\n  ret float %a\n}", "t.ll:1:27: undefined attribute group #3"},
		{"define float @f(float %a) {\n  %r = call float @llvm.maxnum.f32(float %a)\n  ret float %r\n}", "t.ll:2:8: call: @llvm.maxnum.f32 takes 2 arguments, not 1"},
	}
	for _, c := range cases {
		m, err := Parse("t.ll", []byte(c.src))
		if err == nil {
			// Errors inside a body stay with the function.
			require.Len(t, m.Funcs, 1, c.src)
			err = m.Funcs[0].Err
			require.Error(t, err, c.src)
			_, everr := m.Funcs[0].Eval(make([]uint64, len(m.Funcs[0].Params)))
			assert.Equal(t, err, everr)
		}
		require.Error(t, err, c.src)
		assert.Contains(t, err.Error(), c.want)
	}
}

// TestParsesLLCInputs reads the IR lowerc itself emits (targets/llvm
// goldens) and llc-style headers: declarations, attributes, metadata.
func TestParsesHeaders(t *testing.T) {
	src := `; ModuleID = 'x'
source_filename = "x"
target datalayout = "e-p:64:64"
target triple = "amdgcn-amd-amdhsa"

define dso_local noundef nofpclass(snan) float @f(float noundef %a, float nofpclass(nan) %b) local_unnamed_addr #0 !dbg !3 {
entry:
  %r = tail call nnan nsz float @llvm.maxnum.f32(float %a, float %b), !dbg !5
  ret float %r
}

declare float @llvm.maxnum.f32(float, float) #1
attributes #0 = { nounwind "amdgpu-ieee"="false" "target-cpu"="gfx942" memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
!3 = !{}
`
	m, err := Parse("t.ll", []byte(src))
	require.NoError(t, err)
	require.Len(t, m.Funcs, 1)
	f := m.Funcs[0]
	assert.Equal(t, "false", f.Attrs["amdgpu-ieee"])
	assert.Equal(t, "gfx942", f.Attrs["target-cpu"])
	assert.Equal(t, NNaN|NSZ, f.Insts[0].FMF)
	_ = os.Getenv
}

// TestRecover: a function outside the subset keeps its error; the next
// one is read.
func TestRecover(t *testing.T) {
	src := "define void @k(float addrspace(1)* %p) {\n  %x = fadd float 1.0, 1.0\n  ret void\n}\ndefine float @f(float %a) {\n  ret float %a\n}\n"
	m, err := Parse("t.ll", []byte(src))
	require.NoError(t, err)
	require.Len(t, m.Funcs, 2)
	require.Error(t, m.Funcs[0].Err)
	assert.Contains(t, m.Funcs[0].Err.Error(), `t.ll:2:8: unsupported instruction "fadd"`)
	assert.Equal(t, "k", m.Funcs[0].Name)
	assert.NoError(t, m.Funcs[1].Err)
	r, err := m.Funcs[1].Eval([]uint64{0x3f800000})
	require.NoError(t, err)
	assert.Equal(t, []uint64{0x3f800000}, r[0].Values())
}

func TestOnly(t *testing.T) {
	src := "declare float @llvm.maxnum.f32(float, float)\ndefine float @a(float %x) {\n  ret float %x\n}\ndefine float @b(float %x) {\n  ret float %x\n}\nattributes #0 = { }\n"
	m, err := Parse("t.ll", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, "declare float @llvm.maxnum.f32(float, float)\n\ndefine float @b(float %x) {\n  ret float %x\n}\nattributes #0 = { }\n", string(m.Only("b")))
	m2, err := Parse("t.ll", m.Only("a"))
	require.NoError(t, err)
	require.Len(t, m2.Funcs, 1)
	assert.Equal(t, "a", m2.Funcs[0].Name)
}

func TestKernelReturnsVoid(t *testing.T) {
	m, err := Parse("t.ll", []byte("define amdgpu_kernel void @k(float addrspace(1)* %p, ptr addrspace(1) %q) {\n  ret void\n}\n"))
	require.NoError(t, err)
	require.NoError(t, m.Funcs[0].Err)
	assert.Equal(t, "amdgpu_kernel", m.Funcs[0].CC)
	_, err = m.Funcs[0].Eval([]uint64{0, 0})
	require.ErrorContains(t, err, "t.ll:1:27: @k returns void (a kernel): run it with Launch")
}
