package amdgcn

import "testing"

// BenchmarkRandomDecode200k decodes the random benchmark file's encodings
// (the bytes of BenchmarkRandom200k's disasm input, concatenated) with
// decodeInto alone, no text: the decoder's share of lowerc disasm.
func BenchmarkRandomDecode200k(b *testing.B) {
	gen := benchGenList(b)[0]
	src, _ := benchCorpus(gen, *benchLines, *benchBad)
	insts, _ := Assemble(gen, "bench.s", src, nil)
	var raw []byte
	for i := range insts {
		raw = insts[i].AppendEncoding(raw)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for b.Loop() {
		var in Inst
		for off := 0; off < len(raw); {
			in = Inst{}
			n, err := decodeInto(&in, gen, raw[off:])
			if err != nil {
				b.Fatalf("offset %d: %v", off, err)
			}
			off += n
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
}
