package amdexec

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// TestCmpClassBits: V_CMP_CLASS's mask bit of every f16 value and of the
// f32/f64 grid is the one the AMD ISA assigns to the value's class (bit 0
// signaling NaN, 1 quiet NaN, 2 −inf, 3 −normal, 4 −subnormal, 5 −0, 6 +0,
// 7 +subnormal, 8 +normal, 9 +inf), with the class from package semantics.
func TestCmpClassBits(t *testing.T) {
	want := map[semantics.Class]uint{
		semantics.NegSNaN: 0, semantics.PosSNaN: 0, semantics.NegQNaN: 1, semantics.PosQNaN: 1,
		semantics.NegInf: 2, semantics.NegNormal: 3, semantics.NegSubnormal: 4, semantics.NegZero: 5,
		semantics.PosZero: 6, semantics.PosSubnormal: 7, semantics.PosNormal: 8, semantics.PosInf: 9,
	}
	check := func(ty semantics.Type, x uint64) {
		require.Equal(t, want[semantics.Classify(ty, x)], classBit(ty, x), "%s %#x", ty, x)
	}
	for x := uint64(0); x < 1<<16; x++ {
		check(semantics.F16, x)
	}
	for _, ty := range []semantics.Type{semantics.F32, semantics.F64} {
		for _, x := range semantics.Grid(ty) {
			check(ty, x)
		}
	}
	// And through the instruction: v_cmp_class_f32 with mask 0x3 (any
	// NaN) then v_cndmask picks v1 for NaN inputs.
	f := bareFunc(t, "gfx942", "v_cmp_class_f32_e64 vcc, v0, 3\n\ts_nop 1\n\tv_cndmask_b32_e32 v0, v0, v1, vcc", semantics.F32, false)
	in := tuples(semantics.F32, 2, 0, 1)
	out := make([]uint64, len(in[0]))
	require.NoError(t, f.Run(in, out))
	for i := range out {
		w := in[0][i]
		if semantics.IsNaN(semantics.F32, in[0][i]) {
			w = in[1][i]
		}
		require.Equal(t, w, out[i])
	}
}

// TestDenormMode: a kernel descriptor's .amdhsa_float_denorm_mode_32 0
// makes v_max_f32 flush subnormal inputs and results (the model's
// denorm=0), the default 3 keeps them.
func TestDenormMode(t *testing.T) {
	g, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	for _, c := range []struct {
		mode string
		want uint64
	}{{"3", 0x00000001}, {"0", 0}} {
		src := ".amdhsa_kernel f\n.amdhsa_float_denorm_mode_32 " + c.mode + "\n.end_amdhsa_kernel\nf:\n\tv_max_f32 v0, v0, v1\n\ts_setpc_b64 s[30:31]\n"
		code, err := ParseText(g, "d.s", []byte(src))
		require.NoError(t, err)
		f, err := NewFunc(code, "f", tv.Signature{Type: semantics.F32, Arity: 2}, tv.Options{Arch: "gfx942"})
		require.NoError(t, err)
		out := make([]uint64, 1)
		require.NoError(t, f.Run([][]uint64{{1}, {0}}, out)) // max(smallest subnormal, +0)
		require.Equal(t, c.want, out[0], "denorm mode %s", c.mode)
		sm := NewMachine(g, f.Mode(), 1, false)
		in := Inst{A: code.Insts[0].A}
		name, err := sm.ModelName(&in)
		require.NoError(t, err)
		if c.mode == "0" {
			require.Equal(t, "amdgcn:gfx942:v_max_f32:denorm=0", name)
		} else {
			require.Equal(t, "amdgcn:gfx942:v_max_f32", name)
		}
	}
}

// TestWave64: on GFX10+ the same code in wave64 (tv.Options.Wave64) gives
// the same results as in wave32, with more lanes per wave.
func TestWave64(t *testing.T) {
	src := readLLC(t, "gfx1100")
	var outs [][]uint64
	in := tuples(semantics.F16, 2, 300, 4)
	for _, w64 := range []bool{false, true} {
		fs, err := Target{}.Funcs("x.s", src, func(n string) (tv.Signature, error) {
			if n != "f16max" {
				return tv.Signature{}, errSkip
			}
			return llcSig(n)
		}, tv.Options{Arch: "gfx1100", Wave64: w64})
		require.NoError(t, err)
		out := make([]uint64, len(in[0]))
		require.NoError(t, fs[0].Run(in, out))
		outs = append(outs, out)
	}
	require.Equal(t, outs[0], outs[1])
}

var errSkip = errString("skip")

type errString string

func (e errString) Error() string { return string(e) }

// TestClamp: llc-19 folds minnum(maxnum(x, 0.0), 1.0) into v_max_f32 x, x
// clamp (targets' llvm/test/CodeGen/AMDGPU/clamp.ll); with DX10_CLAMP on
// (the compute default) the result is x clamped to [0, 1] with a NaN
// becoming +0, and with it off a NaN passes through.
func TestClamp(t *testing.T) {
	for _, dx10 := range []bool{true, false} {
		g, err := amdgcn.ParseGeneration("gfx942")
		require.NoError(t, err)
		src := ".amdhsa_kernel f\n.amdhsa_dx10_clamp " + map[bool]string{true: "1", false: "0"}[dx10] + "\n.end_amdhsa_kernel\nf:\n\tv_max_f32_e64 v0, v0, v0 clamp\n\ts_setpc_b64 s[30:31]\n"
		code, err := ParseText(g, "c.s", []byte(src))
		require.NoError(t, err)
		f, err := NewFunc(code, "f", tv.Signature{Type: semantics.F32, Arity: 1}, tv.Options{Arch: "gfx942"})
		require.NoError(t, err)
		in := [][]uint64{{0x3f000000, 0x40000000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001, 0x00000001, 0x3f800000}}
		want := []uint64{0x3f000000, 0x3f800000, 0, 0x3f800000, 0, 0, 0, 1, 0x3f800000}
		if !dx10 {
			want[5], want[6] = 0x7fc00000, 0x7fc00001 // v_max x, x quiets the sNaN (IEEE mode)
		}
		out := make([]uint64, len(in[0]))
		require.NoError(t, f.Run(in, out))
		require.Equal(t, want, out, "dx10_clamp=%v", dx10)
	}
}
