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
		{"gfx942", "f:\n\ts_delay_alu instid0(VALU_DEP_1)\n", "x.s:2:2: s_delay_alu is not available on gfx942", ""},
		{"gfx1100", "f:\n  v_dual_add_f32 v0, v1, v2 :: v_dual_max_f32 v1, v2, v3\n", "x.s:2:3: v_dual_add_f32 is not supported", ""},
		{"gfx942", "f:\n  s_setpc_b64 s[31:32]\n", "x.s:2:3: s_setpc_b64: want an even-aligned SGPR pair", ""},
		{"gfx942", ".amdhsa_kernel f\n.amdhsa_ieee_mode 7\n.end_amdhsa_kernel\n", "x.s:2:1: .amdhsa_ieee_mode: bad value", ""},
		{"gfx942", ".amdgpu_metadata\n---\n", ".amdgpu_metadata without .end_amdgpu_metadata", ""},
		{"gfx942", "f:\n\tv_max_f32 v0, v5, v1\n\ts_setpc_b64 s[30:31]\n", "", "x.s:2:2: v_max_f32_e32: reads v5, which no input or instruction defined"},
		{"gfx942", "f:\n\tv_max_f32 v0, v0, v1\n", "", "ended without returning"},
		{"gfx942", "f:\n\tv_max_f32_e64 v0, v0, v1 clamp\n\ts_setpc_b64 s[30:31]\n", "", "x.s:2:2: v_max_f32_e64: the clamp modifier is not supported"},
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
