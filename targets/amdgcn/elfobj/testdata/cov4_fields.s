; gfx942
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 4
	.text
	.globl	k_fields
	.p2align	8
	.type	k_fields,@function
k_fields:
	v_mov_b32_e32 v0, 0
	s_endpgm
.Lend_k_fields:
	.size	k_fields, .Lend_k_fields-k_fields
	.rodata
	.p2align	6
	.amdhsa_kernel k_fields
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 16
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 0
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 1
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 37
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 1
		.amdhsa_float_round_mode_16_64 2
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 1
		.amdhsa_dx10_clamp 0
		.amdhsa_ieee_mode 0
		.amdhsa_fp16_overflow 1
		.amdhsa_tg_split 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_exception_fp_ieee_invalid_op 1
		.amdhsa_exception_fp_denorm_src 1
		.amdhsa_exception_fp_ieee_div_zero 1
		.amdhsa_exception_fp_ieee_overflow 1
		.amdhsa_exception_fp_ieee_underflow 1
		.amdhsa_exception_fp_ieee_inexact 1
		.amdhsa_exception_int_div_zero 1
		.amdhsa_user_sgpr_kernarg_preload_length 2
		.amdhsa_user_sgpr_kernarg_preload_offset 1
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k_fields
    .symbol: k_fields.kd
    .kernarg_segment_size: 16
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 12
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
    x.array16: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
    x.nested: {b: {z: 1, a: 2}, a: [true, false, yes, no, on, off, Y, n]}
    x.ints: [0, 127, 128, 255, 256, 65535, 65536, 4294967295, 4294967296, 18446744073709551615, -1, -32, -33, -128, -129, -32768, -32769, -2147483648, -2147483649, -9223372036854775808]
    x.radix: [0x1F, 0b101, 0o17, 017, 08, 0X10, 00]
    x.notnum: [18446744073709551616, -9223372036854775809, 1_000, 0x, 12abc, "-", "+"]
    x.strs: ["", "a b", 'single', "~", null, Null, "0x", .5e, abc]
    x.long: yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
amdhsa.version:
  - 1
  - 1
...
	.end_amdgpu_metadata
