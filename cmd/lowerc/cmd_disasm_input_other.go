//go:build !linux

package main

// mapInput returns the input of asm/disasm (see readInput); release is a
// no-op: the input is read onto the heap.
func mapInput(args []string) (name string, src []byte, release func(), err error) {
	name, src, err = readInput(args)
	return name, src, func() {}, err
}
