package main

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

var longRun = flag.Bool("long", false, "run every operand pair in the executor checks")

// needExecutor returns the linked executor or skips: the executors are
// separate packages that register themselves in execTargets.
func needExecutor(t *testing.T, name string) tv.Target {
	x, ok := execTargets[name]
	if !ok {
		if oracle.Required() {
			t.Fatalf("no %s executor linked; LOWERC_ORACLES=require makes this a failure", name)
		}
		t.Skipf("skipping: this build links no %s executor", name)
	}
	return x
}

// foldOperands tell the min/max cases apart (as targets/ptx's fold test):
// ±0, ±1, ±the smallest subnormal, ±Inf, quiet and signaling NaNs.
var foldOperands = []uint64{0, 0x80000000, 0x3f800000, 0xbf800000, 1, 0x80000001, 0x7f800000, 0xff800000,
	0x7fc00000, 0xffc00123, 0x7f800001, 0xff800456}

// TestRunAgreesWithPtxasFold: lowerc run of lowerc's PTX stores, for every
// kernel that moves two f32 constants into registers, applies a min or max
// and stores the result, the constant ptxas 11.8 folds the same PTX to
// (read back with nvdisasm), wherever ptxas folds. sm_75 (setp/selp
// expansions) and sm_80 (native max.NaN.f32).
func TestRunAgreesWithPtxasFold(t *testing.T) {
	x := needExecutor(t, "ptx")
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	type fcase struct {
		op, attrs string
		a, b      uint64
	}
	var cases []fcase
	var src strings.Builder
	for _, op := range []string{"max", "min"} {
		for _, attrs := range []string{"nan = number", "nan = propagate", "nan = ieee2008", "nan = propagate, ftz"} {
			for i, a := range foldOperands {
				for j, b := range foldOperands {
					// A quarter of the pairs by default (each operand still
					// meets every class), all of them with -long.
					if i == j || (i+j)%4 != 0 && !*longRun {
						continue
					}
					fmt.Fprintf(&src, "kernel @k%d(%%O: global f32[1,1]) grid(1) block(1) {\n  %%a = alloc.local f32[1,1]\n  %%b = alloc.local f32[1,1]\n"+
						"  %%a = mov f32 0x%08x\n  %%b = mov f32 0x%08x\n  %%a = %s %%a, %%b {%s}\n  store %%O, %%a\n}\n", len(cases), a, b, op, attrs)
					cases = append(cases, fcase{op, attrs, a, b})
				}
			}
		}
	}
	m, err := ir.Parse("fold.tile", []byte(src.String()))
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, nil))
	checked, unfolded := 0, 0
	for _, arch := range []string{"sm_75", "sm_80"} {
		b, err := ptx.New(arch, "")
		require.NoError(t, err)
		res, err := b.Lower(m)
		require.NoError(t, err)
		sass, err := oracle.PtxasFold(ptxas, nvdisasm, arch, res.PTX)
		require.NoError(t, err)
		for i, c := range cases {
			want, ok := oracle.StoredConst(sass[i], false)
			if !ok {
				unfolded++
				continue
			}
			one := &ir.Module{File: m.File, Kernels: []*ir.Kernel{m.Kernels[i]}}
			k, err := x.Kernel(one, fmt.Sprintf("k%d", i), tv.Options{Arch: arch})
			require.NoError(t, err)
			args, err := tilerun.NewArgs(m.Kernels[i])
			require.NoError(t, err)
			require.NoError(t, k.Run(args.Args))
			got := args.Get(0, 0)
			checked++
			assert.Equal(t, want, got, "%s: %s(%#x, %#x) {%s}: ptxas folds to %#x, lowerc run stores %#x", arch, c.op, c.a, c.b, c.attrs, want, got)
		}
	}
	require.NotZero(t, checked)
	t.Logf("%d kernels: lowerc run stores what ptxas folds to; %d not folded by ptxas (not checked)", checked, unfolded)
}

// TestRunTargetsAgree: one kernel run on every PTX and AMD target gives the
// same bits wherever its declared semantics leaves no freedom: max and min
// with nan = number and nan = propagate on f32 and f16 order −0 below +0 and
// pick one result, so only the NaN a NaN result has is open (both inputs
// NaN for number, any NaN for propagate); those positions are left out.
// The grid of special values in all pairs is spread over the launch with
// scope grid.
func TestRunTargetsAgree(t *testing.T) {
	needExecutor(t, "ptx")
	needExecutor(t, "amdgcn")
	specs := []string{"ptx:sm_70", "ptx:sm_80", "ptx:sm_90", "ptx:sm_100", "amdgcn:gfx908", "amdgcn:gfx90a", "amdgcn:gfx942",
		"amdgcn:gfx942:ieee=0", "amdgcn:gfx1030", "amdgcn:gfx1100", "amdgcn:gfx1200"}
	for _, ty := range []string{"f32", "f16"} {
		st, _ := semantics.ParseType(ty)
		grid := semantics.Grid(st)
		n := len(grid) * len(grid)
		g := len(grid)
		// Scope grid: block i, thread j computes element (i, j).
		decl := fmt.Sprintf("%s[%d,%d,1,1]", ty, g, g)
		src := fmt.Sprintf(`kernel @k(%%A: global %[1]s, %%B: global %[1]s, %%X: global %[1]s, %%N: global %[1]s, %%P: global %[1]s) grid(%[2]d) block(%[2]d) {
  %%a = alloc.local %[1]s {scope = grid}
  %%b = alloc.local %[1]s {scope = grid}
  %%x = alloc.local %[1]s {scope = grid}
  %%n = alloc.local %[1]s {scope = grid}
  %%p = alloc.local %[1]s {scope = grid}
  %%a = load %%A {scope = grid}
  %%b = load %%B {scope = grid}
  %%x = max %%a, %%b {scope = grid}
  %%n = min %%a, %%b {scope = grid}
  %%p = max %%a, %%b {nan = propagate, scope = grid}
  store %%X, %%x {scope = grid}
  store %%N, %%n {scope = grid}
  store %%P, %%p {scope = grid}
}
`, decl, g)
		var first map[string][]uint64
		var firstSpec string
		ran, compared := 0, 0
		for _, s := range specs {
			sp, err := spec.Parse(s)
			require.NoError(t, err)
			b, err := specBackend(sp)
			require.NoError(t, err)
			m, err := ir.Parse("agree.tile", []byte(src))
			require.NoError(t, err)
			if errs := verify.Module(m, b); len(errs) > 0 {
				t.Logf("%s: %s not supported: %v", s, ty, errs)
				continue
			}
			k := m.Kernels[0]
			code, err := kernelCode(sp, m, k)
			require.NoError(t, err, s)
			args, err := tilerun.NewArgs(k)
			require.NoError(t, err)
			for i, a := range grid {
				for j, bb := range grid {
					args.Put(0, int64(i*len(grid)+j), a)
					args.Put(1, int64(i*len(grid)+j), bb)
				}
			}
			require.NoError(t, code.Run(args.Args), s)
			ran++
			got := map[string][]uint64{}
			for pi, name := range []string{"X", "N", "P"} {
				for e := 0; e < n; e++ {
					got[name] = append(got[name], args.Get(2+pi, int64(e)))
				}
			}
			if first == nil {
				first, firstSpec = got, s
				continue
			}
			for _, name := range []string{"X", "N", "P"} {
				for e := 0; e < n; e++ {
					a, bb := grid[e/len(grid)], grid[e%len(grid)]
					nanA, nanB := semantics.IsNaN(st, a), semantics.IsNaN(st, bb)
					if name == "P" && (nanA || nanB) || nanA && nanB {
						continue
					}
					compared++
					assert.Equal(t, first[name][e], got[name][e], "%s %%%s(%#x, %#x): %s gives %#x, %s %#x", ty, name, a, bb, firstSpec, first[name][e], s, got[name][e])
				}
			}
		}
		assert.Equal(t, len(specs), ran, "%s runs on every target", ty)
		t.Logf("%s: %d targets, %d outputs compared with %s's", ty, ran, compared, specs[0])
	}
}
