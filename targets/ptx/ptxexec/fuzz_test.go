package ptxexec

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseRun: any text either fails to parse with an error, or gives
// functions that run (or fail with an error) on a few inputs; never a
// panic. Seeds: lowerc's golden modules and llc-19's outputs.
func FuzzParseRun(f *testing.F) {
	for _, glob := range []string{"../testdata/lower/*.sm_80.ptx", "testdata/llc/*.ptx"} {
		files, _ := filepath.Glob(glob)
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err == nil {
				f.Add(src)
			}
		}
	}
	f.Add([]byte(maxNaNF16))
	f.Add([]byte(gridKernel))
	f.Add([]byte(".version 7.8\n.target sm_80\n.address_size 64\n.visible .func (.param .b32 r) f(.param .b32 a)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b16 %h<3>;\n" +
		"\tld.param.b32 %r1, [a];\n\tabs.ftz.f32 %r2, %r1;\n\tneg.bf16x2 %r3, %r2;\n\tmov.b32 {%h1, %h2}, %r3;\n\tneg.f16 %h1, %h2;\n\tabs.f16x2 %r3, %r3;\n\tst.param.b32 [r], %r3;\n\tret;\n}\n"))
	f.Add([]byte(fn(head + "\t{ .reg .b16 tmp; mov.b32 %r1, {%rs1, %rs2}; mov.b32 {tmp, %rs3}, %r1; }\n\tbfe.u32 %r2, %r1, 16, 1;\n\tsetp.gt.f16x2 %p1|%p2, %r1, %r2;\n\tsetp.lt.or.s32 _|%p3, %r1, %r2, !%p1;\n" + tail)))
	f.Add([]byte(fn(head + "\tmov.b16 %rs3, %rs1;\n\tsetp.eq.s16 %p1, %rs1, 0;\n\t@!%p1 bra $L2;\n\tbra.uni $L1;\n$L1:\n\t@%p1 add.s16 %rs3, %rs3, 10;\n$L2:\n" + tail)))
	f.Add([]byte(fn(head + "\tmov.b16 %rs3, 0;\n$L1:\n\tadd.s16 %rs3, %rs3, %rs2;\n\tsetp.lt.u16 %p1, %rs3, %rs1;\n\t@%p1 bra $L1;\n\t@!%p1 bra.uni $L2;\n\tret;\n$L2:\n" + tail)))
	f.Fuzz(func(t *testing.T, src []byte) {
		defer func(m int) { maxBack = m }(maxBack)
		maxBack = 1000 // a loop that does not end fails fast
		m, err := Parse("fuzz.ptx", src)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		in := []uint64{0, 0x7e00, 0xfc01, 0x3c00}
		for _, fn := range m.Funcs {
			if fn.Entry {
				args := make([]KernelArg, len(fn.Params))
				for i := range args {
					args[i] = KernelArg{Mem: make([]byte, 64), Pointer: fn.Params[i].Size == 8}
				}
				_ = fn.Launch([3]int{1, 1, 1}, [3]int{2, 1, 1}, args)
				continue
			}
			ins := make([][]uint64, len(fn.Params))
			for i := range ins {
				ins[i] = in
			}
			_ = fn.Run(ins, make([]uint64, len(in)))
		}
	})
}
