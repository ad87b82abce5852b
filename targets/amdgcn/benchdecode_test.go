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

// BenchmarkRandomPrint200k prints the random benchmark file's decoded
// instructions as lowerc disasm -show-encoding does (the text, the padding
// and the byte list), decoding them once outside the timed loop: the
// printer's share of lowerc disasm.
func BenchmarkRandomPrint200k(b *testing.B) {
	gen := benchGenList(b)[0]
	src, _ := benchCorpus(gen, *benchLines, *benchBad)
	insts, _ := Assemble(gen, "bench.s", src, nil)
	var raw []byte
	for i := range insts {
		raw = insts[i].AppendEncoding(raw)
	}
	var dec []Inst
	var ends []int
	for off := 0; off < len(raw); {
		var in Inst
		n, err := decodeInto(&in, gen, raw[off:])
		if err != nil {
			b.Fatalf("offset %d: %v", off, err)
		}
		dec = append(dec, in)
		off += n
		ends = append(ends, off)
	}
	out := make([]byte, 0, 256<<10)
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	b.ResetTimer()
	c0 := cpuTime()
	for b.Loop() {
		off := 0
		for i := range dec {
			out = dec[i].appendListingCode(out, raw[off:ends[i]])
			off = ends[i]
			if len(out) > 120<<10 {
				out = out[:0]
			}
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()*1e3/float64(b.N), "cpu-ms/op")
}
