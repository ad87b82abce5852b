package ptxexec

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/stretchr/testify/require"
)

// foldValues tell the min/max cases apart: ±0, ±1, ±the smallest
// subnormal, ±Inf, quiet NaNs (canonical, negative with a payload),
// signaling NaNs of both signs (the operands of targets/ptx's fold test).
var foldValues = map[ir.ElemType][]uint64{
	ir.F32: {0, 0x80000000, 0x3f800000, 0xbf800000, 1, 0x80000001, 0x7f800000, 0xff800000,
		0x7fc00000, 0xffc00123, 0x7f800001, 0xff800456},
	ir.F64: {0, 1 << 63, 0x3ff0000000000000, 0xbff0000000000000, 1, 1<<63 | 1, 0x7ff0000000000000, 0xfff0000000000000,
		0x7ff8000000000000, 0xfff8000000000123, 0x7ff0000000000001, 0xfff0000000000456},
}

// TestExecutorAgreesWithPtxasFolding: kernels that move constants into
// registers, apply one neutral min/max (number, propagate, ieee2008, with
// and without ftz; f32 with three inputs too) and store the result are
// lowered for sm_75 (the setp/selp expansions) and sm_80 (native .NaN
// forms); ptxas 11.8 folds them and nvdisasm shows the stored constant
// (internal/oracle). For every kernel ptxas folds, the executor, running
// the same PTX, stores the same bits.
func TestExecutorAgreesWithPtxasFolding(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	type kcase struct {
		typ ir.ElemType
		src string
	}
	var cases []kcase
	var src strings.Builder
	for _, typ := range []ir.ElemType{ir.F32, ir.F64} {
		vs := foldValues[typ]
		ty := typ.String()
		for _, op := range []string{"max", "min"} {
			for _, attrs := range []string{"nan = number", "nan = propagate", "nan = ieee2008", "nan = propagate, ftz", "nan = ieee2008, ftz", "nan = number, ftz"} {
				if typ == ir.F64 && strings.Contains(attrs, "ftz") {
					continue
				}
				for i, a := range vs {
					for j, b := range vs {
						if i == j || (i+j)%2 != 0 && attrs != "nan = propagate" {
							continue
						}
						third := ""
						if typ == ir.F32 && (i+j)%4 == 0 && !strings.Contains(attrs, "ieee2008") {
							third = fmt.Sprintf(", %s %#0*x", ty, typ.Bits()/4, vs[(5*i+j)%len(vs)])
						}
						fmt.Fprintf(&src, "kernel @k%d(%%O: global %s[1,1]) grid(1) block(1) {\n  %%a = alloc.local %s[1,1]\n  %%b = alloc.local %s[1,1]\n"+
							"  %%a = mov %s %#0*x\n  %%b = mov %s %#0*x\n  %%a = %s %%a, %%b%s {%s}\n  store %%O, %%a\n}\n",
							len(cases), ty, ty, ty, ty, typ.Bits()/4, a, ty, typ.Bits()/4, b, op, third, attrs)
						cases = append(cases, kcase{typ: typ})
					}
				}
			}
		}
	}
	m, err := ir.Parse("fold.tile", []byte(src.String()))
	require.NoError(t, err)
	checked, unfolded := 0, 0
	for _, arch := range []string{"sm_75", "sm_80"} {
		b, err := ptx.New(arch, "")
		require.NoError(t, err)
		res, err := b.Lower(m)
		require.NoError(t, err)
		sass, err := oracle.PtxasFold(ptxas, nvdisasm, arch, res.PTX)
		require.NoError(t, err)
		pm, err := Parse("fold."+arch+".ptx", res.PTX)
		require.NoError(t, err)
		for i, c := range cases {
			want, ok := oracle.StoredConst(sass[i], c.typ == ir.F64)
			if !ok {
				unfolded++
				continue
			}
			f := pm.Func(fmt.Sprintf("k%d", i))
			require.NotNil(t, f)
			mem := make([]byte, c.typ.Bits()/8)
			require.NoError(t, f.Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, []KernelArg{{Mem: mem, Pointer: true}}))
			var w [8]byte
			copy(w[:], mem)
			got := binary.LittleEndian.Uint64(w[:])
			checked++
			if got != want {
				t.Errorf("%s k%d: the executor stores %#x, ptxas folds to %#x\n%s", arch, i, got, want, kernelText(res.PTX, i))
			}
		}
	}
	require.Greater(t, checked, len(cases), "too few kernels folded: SASS reading is broken")
	t.Logf("%d kernels × 2 targets: %d folded by ptxas and equal to the executor's result, %d not folded", len(cases), checked, unfolded)
}

// kernelText cuts kernel kN out of a module, for messages.
func kernelText(mod []byte, n int) string {
	s := string(mod)
	i := strings.Index(s, fmt.Sprintf(".entry k%d(", n))
	if i < 0 {
		return ""
	}
	j := strings.Index(s[i:], "\n}\n")
	if j < 0 {
		return s[i:]
	}
	return s[i : i+j+3]
}
