package npy

import (
	"testing"
)

// BenchmarkDecode1M: a float32 array of 10^6 elements (the seed kernel over
// 10^6 elements reads two).
func BenchmarkDecode1M(b *testing.B) {
	tt := tensor(b, "f32[250,1000,4,1]")
	mem := make([]byte, 4_000_000)
	data, err := Encode(mem, tt)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(mem)))
	for b.Loop() {
		if _, err := Decode(data, tt); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncode1M writes the same array.
func BenchmarkEncode1M(b *testing.B) {
	tt := tensor(b, "f32[250,1000,4,1]")
	mem := make([]byte, 4_000_000)
	b.SetBytes(int64(len(mem)))
	for b.Loop() {
		if _, err := Encode(mem, tt); err != nil {
			b.Fatal(err)
		}
	}
}
