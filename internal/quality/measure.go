package quality

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/internal/oracle"
)

// Matrix is every cell on every target: PTX archs, and AMD generations
// with MODE.IEEE on and (where the bit exists) off.
func Matrix() []Cell {
	var out []Cell
	add := func(arch string, noIEEE bool) {
		for _, p := range Policies {
			for _, ty := range Types {
				for _, n := range Arities {
					for _, k := range Kinds {
						out = append(out, Cell{Arch: arch, NoIEEE: noIEEE, Policy: p, Type: ty, Arity: n, Kind: k})
					}
				}
			}
		}
	}
	for _, a := range PTXArchs {
		add(a, false)
	}
	for _, g := range AMDArches {
		add(g, false)
		if HasIEEEBit(g) {
			add(g, true)
		}
	}
	return out
}

// LLCFor is the llc that compiles for arch: llc-22 for gfx950 (llc-19 does
// not know it), llc-19 otherwise.
func LLCFor(arch string) string {
	if arch == "gfx950" {
		return oracle.LLC22
	}
	return oracle.LLC
}

// Measure measures the cells on both sides, one llc run per target and
// mode; validate runs PTX code (both sides) in the executor.
func Measure(cells []Cell, dir string, validate bool) ([]Result, error) {
	type group struct {
		arch   string
		noIEEE bool
	}
	var order []group
	by := map[group][]Cell{}
	for _, c := range cells {
		g := group{c.Arch, c.NoIEEE}
		if by[g] == nil {
			order = append(order, g)
		}
		by[g] = append(by[g], c)
	}
	var out []Result
	for _, g := range order {
		cs := by[g]
		name := LLCFor(g.arch)
		llc, err := oracle.Lookup(name)
		if err != nil {
			return nil, err
		}
		var theirs map[Cell]Side
		if strings.HasPrefix(g.arch, "sm_") {
			theirs, err = LLCPTX(llc, dir, g.arch, cs, validate)
		} else {
			theirs, err = LLCAMD(llc, dir, g.arch, g.noIEEE, cs)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", g.arch, err)
		}
		for _, c := range cs {
			var ours Side
			if strings.HasPrefix(c.Arch, "sm_") {
				ours, err = LowercPTX(c, validate)
			} else {
				ours, err = LowercAMD(c)
			}
			if err != nil {
				return nil, err
			}
			out = append(out, Result{Cell: c, LLC: theirs[c], Lowerc: ours, LLCName: name})
		}
	}
	return out, nil
}
