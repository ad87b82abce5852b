package vec

// EqualUnder reports whether v[i]&m == x&m for every value of v: a look at
// the first eight (a column that differs usually does so at once), then
// eight values a step with no branch per value (the second four against
// the first, the first four against x).
func EqualUnder(v []uint64, x, m uint64) bool {
	for _, y := range v[:min(len(v), 8)] {
		if (y^x)&m != 0 {
			return false
		}
	}
	var d0, d1, d2, d3 uint64
	i := 0
	for ; i+8 <= len(v); i += 8 {
		q := v[i : i+8 : i+8]
		d0 |= (q[0] ^ q[4]) | (q[0] ^ x)
		d1 |= (q[1] ^ q[5]) | (q[1] ^ x)
		d2 |= (q[2] ^ q[6]) | (q[2] ^ x)
		d3 |= (q[3] ^ q[7]) | (q[3] ^ x)
	}
	for ; i < len(v); i++ {
		d0 |= v[i] ^ x
	}
	return (d0|d1|d2|d3)&m == 0
}

// Equal reports whether every value of v is x.
func Equal(v []uint64, x uint64) bool { return EqualUnder(v, x, ^uint64(0)) }

// Uniform reports whether every value of v is v[0] (true for no values).
func Uniform(v []uint64) bool { return len(v) == 0 || Equal(v, v[0]) }

// Fits reports whether every value of v is within mask (has no bit
// outside it).
func Fits(v []uint64, mask uint64) bool { return mask == ^uint64(0) || EqualUnder(v, 0, ^mask) }
