package ptxexec

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// A foldCase is one hand-written PTX kernel body for the ptxas folding
// oracle: it computes from constants and leaves the result in %r9 (or
// %rd7 when wide), which the kernel stores.
type foldCase struct {
	name string
	body string
	wide bool
}

// bitCases: bfe (every type, pos/len at and past the width, the & 0xff of
// both), setp with a predicate pair (p = BoolOp(t, c), q = BoolOp(!t, c);
// the sink), packed f16x2/bf16x2 setp pairs (p from bits 15:0, q from bits
// 31:16; NaN halves, ±0), and { } blocks whose registers shadow the
// function's.
func bitCases() []foldCase {
	var cs []foldCase
	for _, ty := range []string{"u32", "s32", "u64", "s64"} {
		wide := ty[1:] == "64"
		for _, a := range []uint64{0x89abcdef, 0xfedcba9876543210, 0x7fff8001} {
			for _, pl := range [][2]uint64{{16, 1}, {0, 32}, {4, 8}, {28, 8}, {60, 8}, {31, 1}, {3, 0}, {0, 0x40}, {0x104, 0x108}, {40, 30}, {255, 3}} {
				if wide && pl[0] > 255 {
					// ptxas 11.8 folds bfe.u64/s64 with pos or len above 255
					// otherwise than the ISA's "b & 0xff" (docs/reference/ptx.md
					// §3); the 32-bit forms agree.
					continue
				}
				var b strings.Builder
				if wide {
					fmt.Fprintf(&b, "mov.b64 %%rd3, %#x;\n", a)
				} else {
					fmt.Fprintf(&b, "mov.b32 %%r1, %#x;\n", a&0xffffffff)
				}
				// Past 255 only through registers (ptxas rejects such immediates).
				pos, n := fmt.Sprint(pl[0]), fmt.Sprint(pl[1])
				if pl[0] > 255 || pl[1] > 255 || pl[0] == 40 {
					fmt.Fprintf(&b, "mov.b32 %%r2, %d;\nmov.b32 %%r3, %d;\n", pl[0], pl[1])
					pos, n = "%r2", "%r3"
				}
				if wide {
					fmt.Fprintf(&b, "bfe.%s %%rd7, %%rd3, %s, %s;\n", ty, pos, n)
				} else {
					fmt.Fprintf(&b, "bfe.%s %%r9, %%r1, %s, %s;\n", ty, pos, n)
				}
				cs = append(cs, foldCase{fmt.Sprintf("bfe.%s %#x %d %d", ty, a, pl[0], pl[1]), b.String(), wide})
			}
		}
	}
	// Integer setp pairs; the two predicates become bits 0 and 1.
	pair := "selp.b32 %r7, 1, 0, %p1;\nselp.b32 %r8, 2, 0, %p2;\nor.b32 %r9, %r7, %r8;\n"
	for _, cmp := range []string{"lt.s32", "ge.u32", "eq.b32", "hi.u32"} {
		for _, ab := range [][2]int64{{-3, 5}, {7, 7}, {9, 2}} {
			for _, bo := range []string{"", "and", "or", "xor"} {
				for _, c := range []string{"%p3", "!%p3"} {
					for _, cv := range []int{0, 1} {
						if bo == "" && (c != "%p3" || cv != 0) {
							continue
						}
						op, tail := "setp."+cmp, ""
						if bo != "" {
							op = "setp." + strings.Replace(cmp, ".", "."+bo+".", 1)
							tail = ", " + c
						}
						body := fmt.Sprintf("mov.b32 %%r1, %d;\nmov.b32 %%r2, %d;\nmov.b32 %%r3, %d;\nsetp.ne.s32 %%p3, %%r3, 0;\n%s %%p1|%%p2, %%r1, %%r2%s;\n%s", ab[0], ab[1], cv, op, tail, pair)
						cs = append(cs, foldCase{fmt.Sprintf("%s %d %d c=%s(%d)", op, ab[0], ab[1], c, cv), body, false})
					}
				}
			}
		}
	}
	cs = append(cs,
		foldCase{"setp sink p", "mov.b32 %r1, 1;\nmov.b32 %r2, 2;\nsetp.lt.s32 %p1, %r1, %r1;\nsetp.lt.s32 _|%p2, %r1, %r2;\n" + pair, false},
		foldCase{"setp sink q", "mov.b32 %r1, 1;\nmov.b32 %r2, 2;\nsetp.lt.s32 %p2, %r1, %r1;\nsetp.lt.s32 %p1|_, %r2, %r1;\n" + pair, false})
	// Packed half comparisons: halves (lo, hi) of a and b.
	h := [][2]uint32{{0x3c00, 0x4000}, {0x4000, 0x3c00}, {0x7e00, 0x3c00}, {0x0000, 0x8000}, {0xbc00, 0x7c01}, {0xfc00, 0x3c00}}
	for _, cmp := range []string{"gt", "le", "equ", "nan", "num", "ne"} {
		for i, x := range h {
			y := h[(i+1)%len(h)]
			a, b := x[0]|y[1]<<16, y[0]|x[1]<<16
			body := fmt.Sprintf("mov.b32 %%r1, %#x;\nmov.b32 %%r2, %#x;\nsetp.%s.f16x2 %%p1|%%p2, %%r1, %%r2;\n%s", a, b, cmp, pair)
			cs = append(cs, foldCase{fmt.Sprintf("setp.%s.f16x2 %#x %#x", cmp, a, b), body, false})
			bb := fmt.Sprintf("mov.b32 %%r1, %#x;\nmov.b32 %%r2, %#x;\nmov.b32 %%r3, 1;\nsetp.ne.s32 %%p3, %%r3, 0;\nsetp.%s.and.bf16x2 %%p1|%%p2, %%r1, %%r2, !%%p3;\n%s", a|0x3f803f80, b, cmp, pair)
			cs = append(cs, foldCase{fmt.Sprintf("setp.%s.and.bf16x2 %#x %#x !c", cmp, a|0x3f803f80, b), bb, false})
		}
	}
	// Blocks: a local register (no '%') and a shadowing one; the outer
	// %r4 keeps its value.
	cs = append(cs,
		foldCase{"block tmp", "mov.b32 %r1, 0x12345678;\n{ .reg .b16 tmp; mov.b32 {tmp, %h1}, %r1; }\ncvt.u32.u16 %r9, %h1;\n", false},
		foldCase{"block shadow", "mov.b32 %r4, 5;\n{ .reg .b32 %r4; mov.b32 %r4, 9; add.s32 %r5, %r4, 1; { .reg .b32 %q<2>; mov.b32 %q1, 100; add.s32 %r5, %r5, %q1; } }\nadd.s32 %r9, %r4, %r5;\n", false},
	)
	// Forward branches around guarded code, as llc writes them (branch.go):
	// a region runs where its branch is not taken, an own guard inside it
	// is combined with that, either sense of both.
	for _, c := range [][2]int{{3, 4}, {5, 4}} {
		for _, sense := range []string{"", "!"} {
			for _, own := range []string{"", "@%p2 ", "@!%p2 "} {
				body := fmt.Sprintf("mov.b32 %%r9, 5;\nmov.b32 %%r1, %d;\nsetp.lt.s32 %%p1, %%r1, %d;\nsetp.gt.s32 %%p2, %%r1, 4;\n"+
					"@%s%%p1 bra $L__BB0_2;\nbra.uni $L__BB0_1;\n$L__BB0_1:\nadd.s32 %%r9, %%r9, 10;\n%sadd.s32 %%r9, %%r9, 100;\n$L__BB0_2:\nadd.s32 %%r9, %%r9, 1000;\n",
					c[0], c[1], sense, own)
				cs = append(cs, foldCase{fmt.Sprintf("branch %d<%d %sp1 own=%q", c[0], c[1], sense, own), body, false})
			}
		}
	}
	// General branches (cfg.go): an if/else either way, a loop with a
	// constant trip count, a loop left early, a guarded ret.
	for _, v := range []int{3, 9} {
		cs = append(cs,
			foldCase{fmt.Sprintf("cfg if/else %d", v), fmt.Sprintf("mov.b32 %%r1, %d;\nsetp.lt.s32 %%p1, %%r1, 5;\n@%%p1 bra $ELSE;\nmul.lo.s32 %%r9, %%r1, 7;\nbra.uni $END;\n$ELSE:\nadd.s32 %%r9, %%r1, 100;\n$END:\n", v), false},
			foldCase{fmt.Sprintf("cfg loop %d", v), fmt.Sprintf("mov.b32 %%r9, 1;\nmov.b32 %%r1, %d;\n$LOOP:\nmul.lo.s32 %%r9, %%r9, 3;\nxor.b32 %%r9, %%r9, %%r1;\nsub.s32 %%r1, %%r1, 1;\nsetp.ne.s32 %%p1, %%r1, 0;\n@%%p1 bra $LOOP;\n", v), false},
			foldCase{fmt.Sprintf("cfg break %d", v), fmt.Sprintf("mov.b32 %%r9, 0;\nmov.b32 %%r1, 0;\n$LOOP:\nadd.s32 %%r9, %%r9, %%r1;\nsetp.gt.u32 %%p2, %%r9, %d;\n@%%p2 bra $OUT;\nadd.s32 %%r1, %%r1, 1;\nsetp.lt.u32 %%p1, %%r1, 10;\n@%%p1 bra $LOOP;\nmov.b32 %%r9, 777;\n$OUT:\n", v*2), false},
		)
	}
	return cs
}

// foldKernels writes the cases as kernels k0, k1, … of one sm_90 module
// (setp.bf16x2 needs sm_90).
func foldKernels(cs []foldCase) []byte {
	var b strings.Builder
	b.WriteString(".version 7.8\n.target sm_90\n.address_size 64\n")
	for i, c := range cs {
		st := "st.global.u32 [%rd2], %r9;"
		if c.wide {
			st = "st.global.u64 [%rd2], %rd7;"
		}
		fmt.Fprintf(&b, ".visible .entry k%d(.param .u64 O)\n{\n.reg .pred %%p<4>;\n.reg .b16 %%h<4>;\n.reg .b32 %%r<16>;\n.reg .b64 %%rd<8>;\n"+
			"ld.param.u64 %%rd1, [O];\ncvta.to.global.u64 %%rd2, %%rd1;\n%s%s\nret;\n}\n", i, c.body, st)
	}
	return []byte(b.String())
}

// TestBitOpsAgreeWithPtxasFolding: bfe, setp with p|q (integer, f16x2,
// bf16x2, BoolOp with !c, the sink), { } register scopes, forward
// branches around guarded code and general branches (if/else, loops), as
// the PTX ISA defines them (bfe.go, pair.go, scope.go, branch.go, cfg.go),
// against ptxas 11.8: each
// kernel computes from constants, ptxas folds it, nvdisasm shows the
// stored constant; the executor stores the same bits.
func TestBitOpsAgreeWithPtxasFolding(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	cs := bitCases()
	src := foldKernels(cs)
	sass, err := oracle.PtxasFold(ptxas, nvdisasm, "sm_90", src)
	require.NoError(t, err)
	pm, err := Parse("bits.ptx", src)
	require.NoError(t, err)
	folded := map[string]int{}
	for i, c := range cs {
		f := pm.Func(fmt.Sprintf("k%d", i))
		require.NotNil(t, f)
		require.NoError(t, f.Err, c.name)
		mem := make([]byte, 8)
		require.NoError(t, f.Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, []KernelArg{{Mem: mem, Pointer: true}}), c.name)
		got := binary.LittleEndian.Uint64(mem)
		if !c.wide {
			got &= 0xffffffff
		}
		want, ok := oracle.StoredConst(sass[i], c.wide)
		if !ok {
			continue
		}
		folded[strings.Fields(c.name)[0]]++
		require.Equal(t, want, got, "%s: the executor stores %#x, ptxas folds to %#x\n%s", c.name, got, want, kernelText(src, i))
	}
	t.Logf("%d kernels; folded by ptxas and equal: %v", len(cs), folded)
	for _, k := range []string{"bfe.u32", "bfe.s64", "setp.lt.s32", "setp.lt.and.s32", "block", "branch", "cfg"} {
		require.Positive(t, folded[k], "ptxas folded no %s kernel: the oracle checks nothing there", k)
	}
}
