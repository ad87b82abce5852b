package amdexec

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

// TestTextErrors: malformed input and code the executor cannot run are
// positioned errors (file:line:col for text, file+offset for bytes) that
// name the instruction.
func TestTextErrors(t *testing.T) {
	for _, c := range []struct {
		gen, src string
		parse    string // error from reading, or "" when it reads
		run      string // error from running it as f32 (a, b) -> v0
	}{
		{"gfx942", "f:\n\tv_frobnicate v0, v1\n", "x.s:2:2", ""},
		{"gfx942", "f:\n\ts_delay_alu instid0(VALU_DEP_1)\n", "x.s:2:2: instruction s_delay_alu is not supported on gfx942", ""},
		{"gfx1100", "f:\n  v_dual_add_f32 v0, v1, v2 :: v_dual_max_f32 v1, v2, v3\n", "x.s:2:3: v_dual_add_f32 is not supported", ""},
		{"gfx942", "f:\n  s_setpc_b64 s[31:32]\n", "x.s:2:15: invalid register alignment", ""},
		{"gfx942", ".amdhsa_kernel f\n.amdhsa_ieee_mode 7\n.end_amdhsa_kernel\n", "x.s:2:1: .amdhsa_ieee_mode: bad value", ""},
		{"gfx942", ".amdgpu_metadata\n---\n", ".amdgpu_metadata without .end_amdgpu_metadata", ""},
		{"gfx942", "f:\n\tv_max_f32 v0, v5, v1\n\ts_setpc_b64 s[30:31]\n", "", "x.s:2:2: v_max_f32_e32: reads v5, which no input or instruction defined"},
		{"gfx942", "f:\n\tv_max_f32 v0, v0, v1\n", "", "ended without returning"},
		{"gfx942", "f:\n\tv_add_u32_e64 v0, v0, v1 clamp\n\ts_setpc_b64 s[30:31]\n", "", "x.s:2:2: v_add_u32_e64: the clamp modifier on an integer result"},
		{"gfx942", "f:\n\ts_setpc_b64 s[4:5]\n", "", "x.s:2:2: s_setpc_b64: reads s4"},
		{"gfx942", "f:\n\ts_mov_b64 s[4:5], 0\n\ts_setpc_b64 s[4:5]\n", "", "jumps to 0x0, not to the return address"},
		{"gfx942", "f:\n\tv_max_f32 v0, v0, v1 mul:2\n\ts_setpc_b64 s[30:31]\n", "", "output modifier"},
		{"gfx942", "f:\n\tglobal_load_dword v0, v[2:3], off\n\ts_setpc_b64 s[30:31]\n", "", "reads v2"},
		{"gfx942", "f:\n\tglobal_load_dword v0, v[0:1], off\n\ts_setpc_b64 s[30:31]\n", "", "no buffer there"},
	} {
		gen, err := amdgcn.ParseGeneration(c.gen)
		require.NoError(t, err)
		code, err := ParseText(gen, "x.s", []byte(c.src))
		if c.parse != "" {
			require.ErrorContains(t, err, c.parse, c.src)
			continue
		}
		require.NoError(t, err, c.src)
		f, err := NewFunc(code, "f", tv.Signature{Type: semantics.F32, Arity: 2}, tv.Options{Arch: c.gen})
		require.NoError(t, err)
		err = f.Run([][]uint64{{1, 2}, {3, 4}}, make([]uint64, 2))
		require.ErrorContains(t, err, c.run, c.src)
	}
}

// TestDecodeErrors: bytes the decoder does not know name their offset.
func TestDecodeErrors(t *testing.T) {
	gen, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	// v_max_f32_e32 v1, v1, v1, then an s_setpc_b64 with its sdst field set.
	_, err = Decode(gen, "x.bin", []byte{0x01, 0x03, 0x02, 0x16, 0x1e, 0x1d, 0x81, 0xbe})
	require.ErrorContains(t, err, "x.bin+0x4")
	_, err = Decode(gen, "x.bin", []byte{0x01, 0x03, 0x02})
	require.ErrorContains(t, err, "x.bin+0x0: cannot decode instruction")
	_, err = Read(gen, "x.o", []byte("\x7fELF\x02\x01\x01\x00"))
	require.ErrorContains(t, err, "x.o:")
}

// TestIEEEFromIR reads the "amdgpu-ieee" attribute inline and through
// attribute groups.
func TestIEEEFromIR(t *testing.T) {
	src := []byte(`define float @a(float %x) #0 {
  ret float %x
}
define float @b(float %x) "amdgpu-ieee"="false" {
  ret float %x
}
define float @c(float %x) #1 {
  ret float %x
}
attributes #0 = { nounwind "amdgpu-ieee"="false" }
attributes #1 = { nounwind }
`)
	for _, c := range []struct {
		fn       string
		ieee, ok bool
	}{{"a", false, true}, {"b", false, true}, {"c", true, true}, {"d", true, false}} {
		ieee, ok := IEEEFromIR(src, c.fn)
		require.Equal(t, c.ieee, ieee, c.fn)
		require.Equal(t, c.ok, ok, c.fn)
	}
}

// TestReadForms: the same function as text, as a byte list (lowerc
// -emit hex syntax) and as raw bytes runs to the same results. The bytes
// are llvm-mc-19's encoding of the text (-show-encoding, gfx942).
func TestReadForms(t *testing.T) {
	gen, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	text := "f:\n\tv_max_f32_e32 v1, v1, v1\n\tv_max_f32_e32 v0, v0, v0\n\tv_max_f32_e32 v0, v0, v1\n\ts_setpc_b64 s[30:31]\n"
	// llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -show-encoding
	raw := []byte{0x01, 0x03, 0x02, 0x16, 0x00, 0x01, 0x00, 0x16, 0x00, 0x03, 0x00, 0x16, 0x1e, 0x1d, 0x80, 0xbe}
	list := "# lowerc -emit hex style\n0x01,0x03,0x02,0x16 # v_max_f32_e32 v1, v1, v1\n0x00,0x01,0x00,0x16\n[0x00,0x03,0x00,0x16]\n0x1e,0x1d,0x80,0xbe\n"
	in := tuples(semantics.F32, 2, 500, 9)
	var outs [][]uint64
	for _, src := range [][]byte{[]byte(text), raw, []byte(list)} {
		c, err := Read(gen, "f", src)
		require.NoError(t, err)
		f, err := NewFunc(c, c.Syms[0].Name, tv.Signature{Type: semantics.F32, Arity: 2}, tv.Options{Arch: "gfx942"})
		require.NoError(t, err)
		out := make([]uint64, len(in[0]))
		require.NoError(t, f.Run(in, out))
		outs = append(outs, out)
	}
	require.Equal(t, outs[0], outs[1])
	require.Equal(t, outs[0], outs[2])
	_, err = Read(gen, "h.txt", []byte("0x01,0x0g\n"))
	require.ErrorContains(t, err, `h.txt:1:6: "0x0g" is not a byte`)
}

// TestConvert: v_cvt_f16_f32 of v_cvt_f32_f16 is the identity on every
// non-NaN f16, and f32 values halfway between two f16 values round to the
// even one (IEEE 754 round to nearest even).
func TestConvert(t *testing.T) {
	for h := 0; h < 1<<16; h++ {
		if semantics.IsNaN(semantics.F16, uint64(h)) {
			q := f32to16(f16to32(uint16(h), true), true)
			require.True(t, semantics.IsNaN(semantics.F16, uint64(q)) && !semantics.IsSignaling(semantics.F16, uint64(q)), "%#x", h)
			continue
		}
		require.Equal(t, uint16(h), f32to16(f16to32(uint16(h), true), true), "%#x", h)
	}
	for _, c := range []struct {
		f32 uint32
		f16 uint16
	}{
		{0x3f801000, 0x3c00}, // 1 + 2^-11: halfway, to even 1.0
		{0x3f803000, 0x3c02}, // 1 + 3·2^-11: halfway, to even 1+2^-9
		{0x3f801001, 0x3c01}, // just above halfway
		{0x477ff000, 0x7c00}, // 65520: rounds to inf
		{0x477fe000, 0x7bff}, // 65504: max normal
		{0x33000000, 0x0000}, // 2^-25: halfway between 0 and the smallest subnormal, to even 0
		{0x33800000, 0x0001}, // 2^-24: the smallest subnormal
		{0x33c00000, 0x0002}, // 1.5 · 2^-24: halfway, to even 2·2^-24
		{0x38800000, 0x0400}, // 2^-14: min normal
	} {
		require.Equal(t, c.f16, f32to16(c.f32, true), "%#x", c.f32)
	}
}
