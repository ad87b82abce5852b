package ptxexec

import (
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/stretchr/testify/require"
)

// TestMinMaxRowAlias: the row path of a 16-bit max whose destination is
// its first source (max.xorsign.abs: applying it twice changes the sign), on a block whose first input is uniform for a while
// and then changes: every lane equals the model's function (the lanes
// after the change are not computed from overwritten inputs).
func TestMinMaxRowAlias(t *testing.T) {
	src := `.version 7.0
.target sm_86
.address_size 64
.visible .func (.param .align 2 .b8 r[2]) f(.param .align 2 .b8 a[2], .param .align 2 .b8 b[2])
{
	.reg .b16 %rs<3>;
	ld.param.b16 %rs1, [a];
	ld.param.b16 %rs2, [b];
	max.xorsign.abs.f16 %rs1, %rs1, %rs2;
	max.xorsign.abs.f16 %rs2, %rs1, %rs2;
	st.param.b16 [r], %rs2;
	ret;
}
`
	m, err := Parse("alias.ptx", []byte(src))
	require.NoError(t, err)
	f := m.Funcs[0]
	require.NoError(t, f.Err)
	fn, err := semantics.MustLookup("ptx:max.xorsign.abs.f16").Func(semantics.F16)
	require.NoError(t, err)
	const n = 3000
	a, b, out := make([]uint64, n), make([]uint64, n), make([]uint64, n)
	for i := range a {
		a[i], b[i] = 0x3c00, uint64(i*37)&0xffff
		if i%1024 >= 700 {
			a[i] = uint64(i*91) & 0xffff
		}
	}
	require.NoError(t, f.Run([][]uint64{a, b}, out))
	for i := range out {
		r1, _ := fn(a[i], b[i], 0)
		want, _ := fn(r1, b[i], 0)
		require.Equal(t, want, out[i], "lane %d: (%#x, %#x)", i, a[i], b[i])
	}
}
