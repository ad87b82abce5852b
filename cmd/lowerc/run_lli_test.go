package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// hostIR turns lowerc's amdgcn LLVM IR for a single-thread kernel into a
// module lli-19 runs on the host: no target lines, no address spaces, no
// AMDGPU calling convention or function attributes, and llvm.canonicalize
// (x86-64 cannot select it in LLVM 19) as oracle.HostCanonicalize writes it.
// What is left (loads, stores, llvm.maxnum/minnum/maximum/minimum, bit
// operations, selects) has the same LangRef meaning on the host.
var fnAttr = regexp.MustCompile(` "[^"]*"="[^"]*"`)

func hostIR(src string) string {
	var b strings.Builder
	for _, line := range strings.Split(src, "\n") {
		if strings.HasPrefix(line, "target ") {
			continue
		}
		if strings.HasPrefix(line, "define ") {
			line = fnAttr.ReplaceAllString(strings.Replace(line, "amdgpu_kernel ", "", 1), "")
		}
		b.WriteString(strings.ReplaceAll(line, " addrspace(1)", ""))
		b.WriteByte('\n')
	}
	return oracle.HostCanonicalize(b.String())
}

// TestRunAgreesWithLLI: lowerc run on amdgcn:gfx942 (the AMD executor on
// lowerc's machine code) stores what lli-19 computes running lowerc's LLVM
// IR for the same kernel and target on the host, for max and min with nan
// = number, propagate and ieee2008 on f32, over every ordered pair of
// non-NaN special values (±0, ±1, subnormals, ±Inf): inputs where each
// semantics has one result, and LLVM's IR one meaning (but ieee2008 on −0
// and +0, where maxNum returns either zero: left out).
func TestRunAgreesWithLLI(t *testing.T) {
	x := needExecutor(t, "amdgcn")
	lli := oracle.Require(t, oracle.LLI)
	var vals []uint64
	for _, v := range semantics.Grid(semantics.F32) {
		if !semantics.IsNaN(semantics.F32, v) {
			vals = append(vals, v)
		}
	}
	type pair struct{ a, b uint64 }
	var pairs []pair
	for _, a := range vals {
		for _, b := range vals {
			pairs = append(pairs, pair{a, b})
		}
	}
	// One kernel of c elements (its registers fit a gfx942 thread), run
	// over the pairs chunk by chunk.
	const c = 81
	chunks := (len(pairs) + c - 1) / c
	compared := 0
	for _, op := range []string{"max", "min"} {
		for _, attrs := range []string{"nan = number", "nan = propagate", "nan = ieee2008"} {
			src := fmt.Sprintf("kernel @k(%%A: global f32[%[1]d,1], %%B: global f32[%[1]d,1], %%O: global f32[%[1]d,1]) grid(1) block(1) {\n"+
				"  %%a = alloc.local f32[%[1]d,1]\n  %%b = alloc.local f32[%[1]d,1]\n  %%a = load %%A\n  %%b = load %%B\n"+
				"  %%a = %[2]s %%a, %%b {%[3]s}\n  store %%O, %%a\n}\n", c, op, attrs)
			m, err := ir.Parse("lli.tile", []byte(src))
			require.NoError(t, err)
			require.Empty(t, verify.Module(m, nil))
			k := m.Kernels[0]
			code, err := x.Kernel(m, "k", tv.Options{Arch: "gfx942"})
			require.NoError(t, err)
			lt, err := llvm.New(llvm.Options{Triple: llvm.TripleAMDGCN, CPU: "gfx942"})
			require.NoError(t, err)
			var ll strings.Builder
			require.NoError(t, lt.Compile(m, &ll))
			var drv, calls strings.Builder
			drv.WriteString(hostIR(ll.String()))
			var got []uint64
			for ch := 0; ch < chunks; ch++ {
				// The AMD executor, chunk by chunk.
				args, err := tilerun.NewArgs(k)
				require.NoError(t, err)
				var as, bs []string
				for e := 0; e < c; e++ {
					var p pair
					if i := ch*c + e; i < len(pairs) {
						p = pairs[i]
					}
					args.Put(0, int64(e), p.a)
					args.Put(1, int64(e), p.b)
					as = append(as, fmt.Sprintf("i32 %d", p.a))
					bs = append(bs, fmt.Sprintf("i32 %d", p.b))
				}
				require.NoError(t, code.Run(args.Args))
				for e := 0; e < c; e++ {
					got = append(got, args.Get(2, int64(e)))
				}
				// lli-19: the same chunk through lowerc's LLVM IR.
				fmt.Fprintf(&drv, "@A%[1]d = global [%[2]d x i32] [%[3]s]\n@B%[1]d = global [%[2]d x i32] [%[4]s]\n@O%[1]d = global [%[2]d x i32] zeroinitializer\n",
					ch, c, strings.Join(as, ", "), strings.Join(bs, ", "))
				fmt.Fprintf(&calls, "  call void @k(ptr @A%[1]d, ptr @B%[1]d, ptr @O%[1]d)\n", ch)
				for e := 0; e < c; e++ {
					fmt.Fprintf(&calls, "  %%p%[1]d_%[2]d = getelementptr [%[3]d x i32], ptr @O%[1]d, i64 0, i64 %[2]d\n  %%v%[1]d_%[2]d = load i32, ptr %%p%[1]d_%[2]d\n  call i32 (ptr, ...) @printf(ptr @fmt, i32 %%v%[1]d_%[2]d)\n", ch, e, c)
				}
			}
			drv.WriteString("@fmt = private constant [4 x i8] c\"%x\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\ndefine i32 @main() {\n")
			drv.WriteString(calls.String())
			drv.WriteString("  ret i32 0\n}\n")
			out, err := oracle.Run(lli, []byte(drv.String()), "-")
			require.NoError(t, err)
			lines := strings.Fields(string(out))
			require.Len(t, lines, chunks*c)
			for e, p := range pairs {
				want, err := strconv.ParseUint(lines[e], 16, 32)
				require.NoError(t, err)
				if attrs == "nan = ieee2008" && p.a|p.b == 0x80000000 && p.a&0x7fffffff == 0 && p.b&0x7fffffff == 0 && p.a != p.b {
					continue // IEEE 754-2008 maxNum orders −0 and +0 either way
				}
				assert.Equal(t, want, got[e], "%s(%#x, %#x) {%s}: lli-19 %#x, lowerc run amdgcn:gfx942 %#x", op, p.a, p.b, attrs, want, got[e])
				compared++
			}
		}
	}
	t.Logf("%d results: lowerc run on amdgcn:gfx942 gives what lli-19 gives for lowerc's LLVM IR", compared)
}
