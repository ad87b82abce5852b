package quality

import (
	"fmt"
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cellCase lowers the cell's op alone and returns the executor's case for
// it: the emitted code and the op's declared semantics.
func cellCase(t *testing.T, c Cell) tv.Case {
	t.Helper()
	m, _, err := c.module()
	require.NoError(t, err)
	cs, err := ptxexec.Target{}.Cases(m, "cell.tile", tv.Options{Arch: c.Arch})
	require.NoError(t, err)
	require.Len(t, cs, 1)
	return cs[0]
}

// validateThree checks a three-input case: two grid values of each class in
// all triples and 2000 random triples (tv.Validate); with -long the whole
// grid in all triples and 200000 random ones, and for 16-bit lanes (max on
// sm_70 and sm_80) every value in each position with the other two from
// sweepOthers (sweepPositions).
func validateThree(t *testing.T, c Cell) {
	t.Helper()
	k := cellCase(t, c)
	lane := k.Func.Type()
	in := tv.Inputs{Random: 2000, Seed: tv.DefaultSeed, Grid: PerClass(lane, 2)}
	if *long {
		in = tv.Inputs{Random: 200_000, Seed: tv.DefaultSeed}
	}
	rep, err := tv.Validate(k, in)
	require.NoError(t, err)
	assert.True(t, rep.Refines(), "%s %s: %d of %d triples violate %s, first %+v", c.Arch, c.Op(), rep.Violations, rep.Pairs, rep.Model, rep.Witnesses)
	// The position sweep (about 20 s a cell) runs for max on sm_70 and
	// sm_80; min differs only in the f32 form.
	if *long && lane.Bits() == 16 && c.Kind == "max" && (c.Arch == "sm_70" || c.Arch == "sm_80") {
		sweepPositions(t, c, k)
	}
}

// sweepOthers are the values the other two inputs take in a position sweep:
// ±0, 1, −inf, the smallest subnormal, a quiet and a signaling NaN.
var sweepOthers = map[semantics.Type][]uint64{
	semantics.F16:  {0x0000, 0x8000, 0x3c00, 0xfc00, 0x0001, 0x7e00, 0x7d00},
	semantics.BF16: {0x0000, 0x8000, 0x3f80, 0xff80, 0x0001, 0x7fc0, 0x7fa0},
}

// sweepPositions runs, for each input position, all 2^16 values there with
// the other two inputs from sweepOthers (every pair), and checks each result
// against the declared semantics.
func sweepPositions(t *testing.T, c Cell, k tv.Case) {
	lane := k.Func.Type()
	grid := sweepOthers[lane]
	require.NotEmpty(t, grid, "no sweep values for %s", lane)
	const n = 1 << 16
	in := [][]uint64{make([]uint64, n), make([]uint64, n), make([]uint64, n)}
	out := make([]uint64, n)
	bad := 0
	for pos := 0; pos < 3; pos++ {
		for _, x := range grid {
			for _, y := range grid {
				for i := 0; i < n; i++ {
					o := [2]uint64{x, y}
					for j, k := 0, 0; j < 3; j++ {
						if j == pos {
							in[j][i] = uint64(i)
						} else {
							in[j][i] = o[k]
							k++
						}
					}
				}
				require.NoError(t, k.Func.Run(in, out))
				for i := 0; i < n; i++ {
					r, err := k.Model.Eval(lane, in[0][i], in[1][i], in[2][i])
					require.NoError(t, err)
					if !r.Allows(lane, out[i]) {
						if bad < 5 {
							t.Errorf("%s %s: (%#x, %#x, %#x) gave %#x", c.Arch, c.Op(), in[0][i], in[1][i], in[2][i], out[i])
						}
						bad++
					}
				}
			}
		}
	}
	require.Zero(t, bad, "%s %s: %d violations in the position sweep", c.Arch, c.Op(), bad)
}

// TestFixThreeInputHalfBelowSm80: a three-input f16/bf16 min/max below
// sm_80 widens the three inputs once and narrows once (f16: 3 cvt, 2 f32
// steps, 1 cvt = 6 per element, where two narrowing steps took 8; bf16: 10
// where 14), plus 4 with propagate (two setp.nan, or.pred, selp), and the
// sequence refines the declared semantics.
func TestFixThreeInputHalfBelowSm80(t *testing.T) {
	want := map[string]map[string]int{
		"f16":  {"number": 6, "nnan": 6, "propagate": 10},
		"bf16": {"number": 10, "nnan": 10, "propagate": 14},
	}
	for _, arch := range []string{"sm_70", "sm_75"} {
		for ty, byPol := range want {
			for pol, n := range byPol {
				for _, kind := range Kinds {
					c := Cell{Arch: arch, Policy: pol, Type: ty, Arity: 3, Kind: kind}
					t.Run(fmt.Sprintf("%s/%s", arch, c.Op()), func(t *testing.T) {
						s, err := LowercPTX(c, false)
						require.NoError(t, err)
						require.Empty(t, s.Err)
						assert.Equal(t, n, s.Instrs, "selection data")
						assert.Equal(t, n, s.Text, "emitted:\n%s", s.Code)
						validateThree(t, c)
					})
				}
			}
		}
	}
}

// TestFixIEEE2008SecondStep: the second step of a three-input ieee2008
// min/max tests only c for a signaling NaN (the intermediate never is
// one): 14 instructions per element for f32 and f64 (9 + 5, where 9 + 9
// were emitted before) on every target, 14 for native f16/bf16 (sm_80+),
// and the sequence refines IEEE 754-2008 maxNum/minNum applied twice.
func TestFixIEEE2008SecondStep(t *testing.T) {
	type row struct {
		archs []string
		ty    string
		n     int
	}
	rows := []row{
		{PTXArchs, "f32", 14}, {PTXArchs, "f64", 14},
		{[]string{"sm_80", "sm_90"}, "f16", 14}, {[]string{"sm_80", "sm_90"}, "bf16", 14},
		{[]string{"sm_70"}, "f16", 20}, {[]string{"sm_70"}, "bf16", 26}, // through f32: 12 + 8, 15 + 11
	}
	for _, r := range rows {
		for _, arch := range r.archs {
			for _, kind := range Kinds {
				c := Cell{Arch: arch, Policy: "ieee2008", Type: r.ty, Arity: 3, Kind: kind}
				t.Run(fmt.Sprintf("%s/%s", arch, c.Op()), func(t *testing.T) {
					s, err := LowercPTX(c, false)
					require.NoError(t, err)
					require.Empty(t, s.Err)
					assert.Equal(t, r.n, s.Instrs, "selection data")
					assert.Equal(t, r.n, s.Text, "emitted:\n%s", s.Code)
					if !*long && arch != "sm_70" && arch != "sm_90" {
						return // the default run validates two targets; -long all
					}
					validateThree(t, c)
				})
			}
		}
	}
}
