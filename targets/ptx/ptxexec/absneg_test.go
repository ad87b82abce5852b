package ptxexec

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/stretchr/testify/require"
)

// absNegValues are the operands of the abs/neg fold test: ±0, ±1, ±the
// smallest subnormal, ±Inf, quiet NaNs (canonical, negative with a
// payload), signaling NaNs of both signs.
var absNegValues = map[string][]uint64{
	"f32": {0, 0x80000000, 0x3f800000, 0xbf800000, 1, 0x80000001, 0x7f800000, 0xff800000,
		0x7fc00000, 0xffc00123, 0x7f800001, 0xff800456},
	"f64": {0, 1 << 63, 0x3ff0000000000000, 0xbff0000000000000, 1, 1<<63 | 1, 0x7ff0000000000000, 0xfff0000000000000,
		0x7ff8000000000000, 0xfff8000000000123, 0x7ff0000000000001, 0xfff0000000000456},
	"f16":  {0, 0x8000, 0x3c00, 0xbc00, 1, 0x8001, 0x7c00, 0xfc00, 0x7e00, 0xfe12, 0x7c01, 0xfc34},
	"bf16": {0, 0x8000, 0x3f80, 0xbf80, 1, 0x8001, 0x7f80, 0xff80, 0x7fc0, 0xffc1, 0x7f81, 0xff92},
}

// TestAbsNegAgreesWithPtxasFolding: kernels that move a constant into a
// register, apply abs or neg (every type, with and without .ftz, the
// packed forms with two different lanes) and store the result; ptxas 11.8
// folds them for sm_80 and sm_90 and nvdisasm shows the stored constant.
// For every kernel ptxas folds, the executor stores the same bits.
func TestAbsNegAgreesWithPtxasFolding(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	type kcase struct {
		bytes int
		text  string
	}
	var cases []kcase
	var src strings.Builder
	src.WriteString(".version 7.8\n.target sm_80\n.address_size 64\n")
	add := func(op, ty, reg, st string, v uint64, bytes int) {
		k := fmt.Sprintf(".visible .entry k%d(.param .u64 p)\n{\n\t.reg .b64 %%rd<3>;\n\t.reg .%s %%x<3>;\n"+
			"\tld.param.u64 %%rd1, [p];\n\tcvta.to.global.u64 %%rd2, %%rd1;\n\tmov.b%d %%x1, %#x;\n\t%s.%s %%x2, %%x1;\n\tst.global.%s [%%rd2], %%x2;\n\tret;\n}\n",
			len(cases), reg, bytes*8, v, op, ty, st)
		src.WriteString(k)
		cases = append(cases, kcase{bytes, k})
	}
	for _, ty := range []string{"f32", "f64", "f16", "bf16"} {
		vs := absNegValues[ty]
		for _, op := range []string{"abs", "neg", "abs.ftz", "neg.ftz"} {
			if strings.HasSuffix(op, "ftz") && (ty == "f64" || ty == "bf16") {
				continue
			}
			for i, v := range vs {
				switch ty {
				case "f32":
					add(op, ty, "f32", "f32", v, 4)
				case "f64":
					add(op, ty, "f64", "f64", v, 8)
				default:
					add(op, ty, "b16", "b16", v, 2)
					// The packed form: lane 1 another operand.
					add(op, ty+"x2", "b32", "b32", v|vs[(i+5)%len(vs)]<<16, 4)
				}
			}
		}
	}
	pm, err := Parse("absneg.ptx", []byte(src.String()))
	require.NoError(t, err)
	checked := 0
	for _, arch := range []string{"sm_80", "sm_90"} {
		text := strings.Replace(src.String(), ".target sm_80", ".target "+arch, 1)
		sass, err := oracle.PtxasFold(ptxas, nvdisasm, arch, []byte(text))
		require.NoError(t, err)
		for i, c := range cases {
			want, ok := oracle.StoredConst(sass[i], c.bytes == 8)
			if !ok {
				continue
			}
			want &= maskOf(c.bytes * 8)
			f := pm.Func(fmt.Sprintf("k%d", i))
			require.NotNil(t, f)
			require.NoError(t, f.Err)
			mem := make([]byte, c.bytes)
			require.NoError(t, f.Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, []KernelArg{{Mem: mem, Pointer: true}}))
			var w [8]byte
			copy(w[:], mem)
			got := binary.LittleEndian.Uint64(w[:])
			checked++
			if got != want {
				t.Errorf("%s k%d: the executor stores %#x, ptxas folds to %#x\n%s", arch, i, got, want, c.text)
			}
		}
	}
	require.Greater(t, checked, len(cases), "too few kernels folded: SASS reading is broken")
	t.Logf("%d kernels × 2 targets: %d folded by ptxas and equal to the executor's result", len(cases), checked)
}

func TestAbsNegErrors(t *testing.T) {
	head := ".version 7.8\n.target sm_80\n.address_size 64\n.visible .func (.param .b32 r) f(.param .b32 a)\n{\n\t.reg .b32 %r<3>;\n\tld.param.b32 %r1, [a];\n"
	tail := "\tst.param.b32 [r], %r2;\n\tret;\n}\n"
	for _, tc := range []struct{ body, want string }{
		{"\tabs.s32 %r2, %r1;\n", "absneg.ptx:8:2: error: abs.s32: abs takes .f16"},
		{"\tneg.ftz.bf16x2 %r2, %r1;\n", "modifier .ftz is not allowed here"},
		{"\tabs.f32 %r2, %r1, %r1;\n", "abs.f32 takes 2 operands, not 3"},
		{"\tneg.sat.f32 %r2, %r1;\n", "modifier .sat is not allowed here"},
	} {
		m, err := Parse("absneg.ptx", []byte(head+tc.body+tail))
		if err == nil {
			err = m.Funcs[0].Err
		}
		require.Error(t, err, tc.body)
		require.Contains(t, err.Error(), tc.want)
	}
}
