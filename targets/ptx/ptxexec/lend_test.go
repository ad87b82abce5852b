package ptxexec

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLentParams: ld.param lends the caller's input vector to the register
// where every value fits (no copy); a later write to that register, plain
// or guarded, must take the machine's own vector back: the caller's inputs
// stay as they were, the lanes a guard skips keep the loaded value, and a
// value wider than the param is masked as before (no lending).
func TestLentParams(t *testing.T) {
	src := `.version 7.0
.target sm_86
.address_size 64
.visible .func (.param .align 2 .b8 r[2]) f(.param .align 2 .b8 a[2], .param .align 2 .b8 b[2])
{
	.reg .b16 %rs<3>;
	.reg .pred %p<1>;
	ld.param.b16 %rs1, [a];
	ld.param.b16 %rs2, [b];
	setp.ne.b16 %p0, %rs2, 0;
	@%p0 mov.b16 %rs1, %rs2;
	mov.b16 %rs2, 7;
	st.param.b16 [r], %rs1;
	ret;
}
`
	m, err := Parse("lend.ptx", []byte(src))
	require.NoError(t, err)
	f := m.Funcs[0]
	require.NoError(t, f.Err)
	tests := []struct {
		name string
		a, b func(i int) uint64
	}{
		{"fits", func(i int) uint64 { return uint64(i*91) & 0xffff }, func(i int) uint64 { return uint64(i%3) * 0x1234 }},
		{"wide a", func(i int) uint64 { return uint64(i)<<16 | 0x2a }, func(i int) uint64 { return uint64(i % 2) }},
		{"zero b", func(i int) uint64 { return 0xbeef }, func(int) uint64 { return 0 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			const n = 3000
			a, b, out := make([]uint64, n), make([]uint64, n), make([]uint64, n)
			for i := range a {
				a[i], b[i] = tc.a(i), tc.b(i)
			}
			a0, b0 := append([]uint64(nil), a...), append([]uint64(nil), b...)
			for range 2 { // a second run on the pooled machine
				require.NoError(t, f.Run([][]uint64{a, b}, out))
				require.Equal(t, a0, a, "the caller's first input")
				require.Equal(t, b0, b, "the caller's second input")
				for i := range out {
					want := a[i] & 0xffff
					if b[i]&0xffff != 0 {
						want = b[i] & 0xffff
					}
					require.Equal(t, want, out[i], "lane %d: (%#x, %#x)", i, a[i], b[i])
				}
			}
		})
	}
}
