package audit

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// TestTilePackedAtoms: a kernel whose atom works on a packed type (PTX
// max.NaN.f16x2 and min.s16x2, AMD v_pk_max_f16), then a declared op on
// its result, is evaluated lane by lane from the atom's model of the whole
// packed value (atompack.go): lowerc's own code refines it on sm_80 and
// gfx942, and a stored bit flipped does not (the allowed sets are not
// "anything").
func TestTilePackedAtoms(t *testing.T) {
	srcs := map[string]string{}
	all := `kernel @pp(%A: global f16x2[4,1], %B: global f16x2[4,1], %Out: global f16x2[4,1]) grid(1) block(1) {
  %a = alloc.local f16x2[4,1]
  %b = alloc.local f16x2[4,1]
  %a = load %A
  %b = load %B
  %a = apply ptx "max.NaN.f16x2" %a, %b
  %a = min %a, %b {nan = number}
  store %Out, %a
}
kernel @pi(%A: global s16x2[4,1], %B: global s16x2[4,1], %Out: global s16x2[4,1]) grid(1) block(1) {
  %a = alloc.local s16x2[4,1]
  %b = alloc.local s16x2[4,1]
  %a = load %A
  %b = load %B
  %a = apply ptx "min.s16x2" %a, %b
  store %Out, %a
}
kernel @pa(%A: global f16x2[4,1], %B: global f16x2[4,1], %Out: global f16x2[4,1]) grid(1) block(1) {
  %a = alloc.local f16x2[4,1]
  %b = alloc.local f16x2[4,1]
  %a = load %A
  %b = load %B
  %a = apply amdgcn "v_pk_max_f16" %a, %b
  %a = max %a, %b {nan = propagate}
  store %Out, %a
}
`
	for _, part := range strings.SplitAfter(all, "\n}\n") {
		if f := strings.Fields(part); len(f) > 1 {
			srcs[strings.TrimPrefix(strings.SplitN(f[1], "(", 2)[0], "@")] = part
		}
	}
	for _, c := range []struct {
		tgt  tv.Target
		arch string
		fn   string
	}{{ptxexec.Target{}, "sm_80", "pp"}, {ptxexec.Target{}, "sm_90", "pi"}, {amdexec.Target{}, "gfx942", "pa"}} {
		tm, err := ir.Parse("packed.tile", []byte(srcs[c.fn]))
		require.NoError(t, err, c.fn)
		require.Empty(t, verify.Module(tm, nil))
		require.Len(t, tm.Kernels, 1)
		k := tm.Kernels[0]
		code, err := c.tgt.Kernel(tm, k.Name, tv.Options{Arch: c.arch})
		require.NoError(t, err, c.fn)
		s := TileKernel(k, code, c.arch, false, 300, DefaultSeed, 3)
		require.Equal(t, Refines, s.Verdict, "%s @%s: %s %+v", c.arch, c.fn, s.Detail, s.Witnesses)
		require.Greater(t, s.Tried, 300)
		s = TileKernel(k, flipper{code, k}, c.arch, false, 100, DefaultSeed, 3)
		require.Equal(t, NotRefines, s.Verdict, "%s @%s: a flipped bit refines: the allowed sets are too wide", c.arch, c.fn)
	}
}
