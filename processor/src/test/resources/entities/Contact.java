package com.example.kitchen;

public class Contact {
  private String name;
  private Integer phone;

  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public Integer getPhone() { return phone; }
  public void setPhone(Integer phone) { this.phone = phone; }
}
