//go:build !linux

package amdgcn

// allocRaw returns an empty buffer of capacity n for the disassembler's
// input bytes and the function that frees it (see rawbuf_linux.go).
func allocRaw(n int) (raw []byte, release func()) {
	return make([]byte, 0, n), func() {}
}
