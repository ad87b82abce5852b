package amdexec

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestVNop: v_nop (e32 and e64) changes nothing: the function's result is
// the v_max_f32 after them (docs/reference/amdgpu.md §3.12).
func TestVNop(t *testing.T) {
	in := [][]uint64{{0x3f800000, 0xc0000000}, {0x40000000, 0x3f800000}, {0, 0}}
	for _, gen := range []string{"gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		got := run3(t, gen, "v_nop\n\tv_nop_e64\n\tv_max_f32 v0, v0, v1\n\tv_nop_e32", in)
		require.Equal(t, []uint64{0x40000000, 0x3f800000}, got, gen)
	}
}
